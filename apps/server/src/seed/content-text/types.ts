/** One language version of a page or a reusable block: the editor's title and HTML. */
export interface ContentText {
  title: string;
  html: string;
}

/** A page or block written once in Finnish and once in English; the slugs follow the main menu. */
export interface ContentTextPage {
  slug: string;
  slugEn: string;
  fi: ContentText;
  en: ContentText;
}

export interface ContentTextPost {
  slug: string;
  slugEn: string;
  /** How many days before the seed date the post was published, so the news stay fresh. */
  daysAgo: number;
  fi: ContentText & { excerpt: string };
  en: ContentText & { excerpt: string };
}

export interface ContentTextBulletin {
  type: "notice" | "alert" | "uuras-info";
  /** Finnish paths such as "/" or "/vuokrani/maksutiedot"; "*" shows the bulletin on every page. */
  showOnPages: string[];
  fi: ContentText;
  en: ContentText;
}
