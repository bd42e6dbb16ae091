import { useTranslation } from "react-i18next";
import { languageOf } from "../../../lib/i18n.ts";
import type { ApartmentImage as Image } from "@portal/schemas/home";
import { useObjectUrl } from "../../../lib/useObjectUrl.ts";
import styles from "./BuildingCards.module.css";

/** One photo with its caption; the bytes come through the API with the session (useObjectUrl). */
export function ApartmentImage({ image }: { image: Image }) {
  const { t, i18n } = useTranslation("home");
  const { url, failed } = useObjectUrl(image.url);
  const caption = image.caption[languageOf(i18n.language)];
  return (
    <figure className={styles.figure}>
      {/* The box keeps the photo's shape while it loads, so the page does not jump. */}
      <div className={styles.frame} style={{ aspectRatio: `${image.width} / ${image.height}` }}>
        {/* The caption below names the photo: alt text too would read it twice. */}
        {url && <img src={url} alt="" width={image.width} height={image.height} />}
        {failed && <p className={styles.imageFailed}>{t("building.imageFailed")}</p>}
      </div>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
