import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import type { QueueSummary as QueueSummaryData } from "@portal/schemas/queue";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { Pager, useCursorPages } from "../../../components/ui/Pager.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import table from "../../../components/ui/Table.module.css";
import { TableScroll } from "../../../components/ui/TableScroll.tsx";
import { ApiError } from "../../../lib/api.ts";
import { paths } from "../../../lib/paths.ts";
import { usePageTitle } from "../../../lib/usePageTitle.ts";
import { useQueue } from "./api/queueQuery.ts";
import { useQueueSummary } from "./api/queueSummaryQuery.ts";
import { QueueFilters } from "./components/QueueFilters.tsx";
import { QueueTable } from "./components/QueueTable.tsx";
import { filtersFrom, queueQueryOf, searchOf, type Filters } from "./filters.ts";
import styles from "./QueuePage.module.css";

const LIMIT = 25;

/** One page of the list for the filters; a new set of filters starts from the first page (keyed by the address). */
function QueueList({ filters }: { filters: Filters }) {
  const { t } = useTranslation("staff-queue");
  const pages = useCursorPages();
  const queue = useQueue(queueQueryOf(filters, pages.cursor, LIMIT));
  if (queue.isPending) return <Loading />;
  if (queue.isError) {
    if (queue.error instanceof ApiError && queue.error.status === 400)
      return <p role="alert">{t("list.badFilters")}</p>;
    return <LoadFailed text={t("list.loadFailed")} onRetry={() => void queue.refetch()} />;
  }
  const { items, nextCursor, total, totalCapped } = queue.data;
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {totalCapped ? t("list.totalOver", { count: total }) : t("list.total", { count: total })}
      </p>
      {items.length === 0 ? <p>{t("list.empty")}</p> : <QueueTable items={items} />}
      <Pager
        label={t("list.pages")}
        index={pages.index}
        limit={LIMIT}
        shown={items.length}
        total={total}
        nextCursor={nextCursor}
        onPrevious={pages.previous}
        onNext={pages.next}
      />
    </>
  );
}

/**
 * The queue at a glance: per kind the staff member handles, its open, overdue, own and unassigned
 * items, as a compact table whose figures line up.
 */
function QueueSummary({ kinds }: { kinds: QueueSummaryData["kinds"] }) {
  const { t } = useTranslation("staff-queue");
  const counts = ["open", "overdue", "mine", "unassigned"] as const;
  return (
    <div className={styles.counts}>
      <TableScroll label={t("summary.label")}>
        <table className={[table.table, styles.summary].join(" ")}>
          <caption>{t("summary.label")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("summary.kind")}</th>
              {counts.map((count) => (
                <th key={count} scope="col" className={table.number}>
                  {t(`summary.${count}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {kinds.map((k) => (
              <tr key={k.kind}>
                <th scope="row">{t(`kind.${k.kind}`)}</th>
                {counts.map((count) => (
                  <td key={count} className={table.number}>
                    {k[count]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}

/** The staff's handling queue: fault reports and messages together, filtered by the address's query. */
export default function QueuePage() {
  const { t } = useTranslation("staff-queue");
  usePageTitle(t("title"));
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFrom(search);
  const summary = useQueueSummary();
  const key = searchOf(filters);

  return (
    <>
      <PageHeader title={t("title")} lead={t("intro")} />
      <div className={styles.top}>
        {summary.data && <QueueSummary kinds={summary.data.kinds} />}
        <QueueFilters
          key={`filters${key}`}
          filters={filters}
          buildings={summary.data?.buildings ?? []}
          onApply={(next) => void navigate({ pathname: paths.staffQueue, search: searchOf(next) })}
        />
      </div>
      <QueueList key={`list${key}`} filters={filters} />
    </>
  );
}
