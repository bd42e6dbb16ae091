import { expect, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";

export type Lang = "fi" | "en";

export const unique = (what: string) =>
  `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** An ISO date n days from today (the product's own clock is Helsinki's, as is the browser's here). */
export function isoIn(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

/** Axe, and the page no wider than the screen (a phone scrolls tables in their own box, never the page). */
export async function checkPage(page: Page) {
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page is wider than the screen").toBeLessThanOrEqual(0);
}

/** What filling a form is given: the page in its language, and its fields by catalog key. */
export type Filler = {
  page: Page;
  lang: Lang;
  /** A text of the catalogs in the journey's language ("committee-form:form.publish"). */
  tr: (key: string, vars?: Record<string, string>) => string;
  /** A field by its key under committee-form (`fields.date`), inside an entry when given. */
  field: (key: string, within?: Locator) => Locator;
  /** A list's entry n (1-based), the group its fields are in. */
  entry: (list: string, n: number) => Locator;
  /** Adds an entry to a list with its button. */
  add: (list: string) => Promise<void>;
};

export type FormJourney = {
  type:
    | "MeetingMinutes"
    | "ActionPlan"
    | "ActionReport"
    | "EventInvite"
    | "GeneralExpenseReport"
    | "TravelExpenseReport";
  /** The route under /asuminen/asukastoimikunta. */
  slug: string;
  kind: "committee" | "expense";
  /** The call's path under /api. */
  api: "notices" | "events" | "expense-reports";
  /** Fills every field the form needs; `mark` is a text of the journey's own, typed somewhere. */
  fill: (f: Filler, mark: string) => Promise<void>;
  /** The field changed from one's own forms, and its new value (a text that appears nowhere else). */
  edit: { field: (f: Filler) => Locator; value: string };
  /** More to see on the sent form's own page (its receipts). */
  onOwnPage?: (f: Filler) => Promise<void>;
};

export function filler(page: Page, lang: Lang): Filler {
  const tr = (key: string, vars?: Record<string, string>) => t(lang, key, vars);
  return {
    page,
    lang,
    tr,
    field: (key, within) => (within ?? page).getByLabel(tr(`committee-form:${key}`), { exact: true }),
    entry: (list, n) =>
      page.getByRole("group", {
        name: tr(`committee-form:lists.${list}.entry`, { n: String(n) }),
        exact: true,
      }),
    add: (list) => page.getByRole("button", { name: tr(`committee-form:lists.${list}.add`) }).click(),
  };
}

/**
 * One form's whole way, axe at every step: filled, previewed (no saving there), saved as a draft,
 * found in one's own forms and edited there, published or submitted, then its own page read on
 * screen and for print.
 */
export async function fillPreviewDraftEditSend(page: Page, lang: Lang, form: FormJourney) {
  const f = filler(page, lang);
  const { tr } = f;
  const title = tr(`committee:forms.${form.type}.title`);
  const sendLabel = tr(
    form.kind === "expense" ? "committee-form:form.submit" : "committee-form:form.publish",
  );
  const mark = unique(lang === "fi" ? "Merkintä" : "Note");

  await page.goto(`/asuminen/asukastoimikunta/${form.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title, { timeout: 30_000 });
  await checkPage(page);
  await form.fill(f, mark);
  await checkPage(page);

  // The preview reads the form back; saving and sending are only on the form itself.
  await page.getByRole("button", { name: tr("committee-form:form.preview") }).click();
  await expect(page.getByRole("heading", { name: tr("committee-form:form.previewTitle") })).toBeVisible();
  await expect(page.getByText(mark, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: tr("committee-form:form.saveDraft") })).toHaveCount(0);
  await expect(page.getByRole("button", { name: sendLabel })).toHaveCount(0);
  await checkPage(page);
  await page.getByRole("button", { name: tr("committee-form:form.backToEdit") }).click();

  // The first save creates the draft: its id names it in one's own forms.
  const created = page.waitForResponse(
    (res) => res.request().method() === "POST" && res.url().endsWith(`/api/${form.api}/create`),
  );
  await page.getByRole("button", { name: tr("committee-form:form.saveDraft") }).click();
  const answer = await created;
  expect(answer.status(), "the draft is created").toBe(201);
  const id = ((await answer.json()) as { data: string }).data;
  await expect(page.getByText(tr("committee-form:form.saved"))).toBeVisible();

  await page.goto("/omat-lomakkeet");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("committee:own.title"));
  const row = page.getByRole("row").filter({ has: page.locator(`a[href="/omat-lomakkeet/${id}"]`) });
  await expect(row.getByText(tr("committee:states.Draft"))).toBeVisible();
  await checkPage(page);
  await row.getByRole("link", { name: new RegExp(`^${tr("committee:own.edit")}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/omat-lomakkeet/muokkaa/${id}$`));
  const edited = form.edit.field(f);
  await expect(edited).not.toHaveValue("");
  await edited.fill(form.edit.value);
  await checkPage(page);
  await page.getByRole("button", { name: sendLabel }).click();
  await expect(
    page.getByRole("heading", {
      name: tr(
        form.kind === "expense" ? "committee-form:sent.submittedTitle" : "committee-form:sent.publishedTitle",
      ),
    }),
  ).toBeVisible();
  await checkPage(page);

  // The banner's link: the breadcrumb trail above it links the own forms too.
  await page
    .getByRole("link", { name: tr("committee-form:sent.toOwnForms") })
    .last()
    .click();
  await expect(row.getByText(tr("committee:states.AwaitingApproval"))).toBeVisible();
  await expect(row.getByRole("link", { name: new RegExp(`^${tr("committee:own.edit")}`) })).toHaveCount(0);

  // The form's own page, on screen and on paper: the edit kept, the rest as typed.
  await row.getByRole("link", { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(new RegExp(`/omat-lomakkeet/${id}$`));
  const print = page.getByRole("button", { name: tr("committee:own.print") });
  await expect(print).toBeVisible();
  await expect(page.getByText(form.edit.value, { exact: true })).toBeVisible();
  await expect(page.getByText(mark, { exact: true })).toBeVisible();
  await form.onOwnPage?.(f);
  await checkPage(page);
  await page.emulateMedia({ media: "print" });
  await expect(print).toBeHidden();
  await expect(page.getByText(form.edit.value, { exact: true })).toBeVisible();
  await expect(page.getByText(mark, { exact: true })).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  return id;
}
