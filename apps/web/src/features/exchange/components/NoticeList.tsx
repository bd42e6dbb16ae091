import { useTranslation } from "react-i18next";
import { Link, generatePath } from "react-router";
import type { ExchangeNotice } from "@portal/schemas/exchange";
import { formatEuros, formatInstantDate } from "../../../lib/format.ts";
import { paths } from "../../../lib/paths.ts";
import styles from "../Exchange.module.css";
import { apartmentLine } from "./labels.ts";

/** Notices as short summaries, each opening its own page; `extra` adds a line (a match's reasons). */
export function NoticeList({
  items,
  headingLevel = 3,
  extra,
}: {
  items: readonly ExchangeNotice[];
  headingLevel?: 3 | 4;
  extra?: (notice: ExchangeNotice) => React.ReactNode;
}) {
  const { t } = useTranslation("exchange");
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ul className={styles.list}>
      {items.map((notice) => (
        <li key={notice.id} className={styles.item}>
          <Heading className={styles.itemTitle}>
            <Link to={generatePath(paths.exchangeNotice, { id: notice.id })}>
              {apartmentLine(t, notice.apartment)}
            </Link>
          </Heading>
          <p className={styles.meta}>
            {t("list.rent", { amount: formatEuros(notice.apartment.rentEuros) })}
            {notice.publishedAt &&
              ` · ${t("list.published", { date: formatInstantDate(notice.publishedAt) })}`}
            {notice.own && ` · ${t("list.own")}`}
          </p>
          <p className={styles.text}>
            {t("list.wishes", { cities: notice.wish.cities.join(", ") })}
            {notice.wish.text && `: ${notice.wish.text}`}
          </p>
          {extra?.(notice)}
        </li>
      ))}
    </ul>
  );
}
