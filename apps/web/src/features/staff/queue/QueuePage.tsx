import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { Pager, useCursorPages } from "../../../components/ui/Pager.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
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
      {summary.data && (
        <ul className={styles.summary} aria-label={t("summary.label")}>
          {summary.data.kinds.map((k) => (
            <li key={k.kind}>
              <strong>{t(`kind.${k.kind}`)}</strong>{" "}
              {t("summary.counts", {
                open: k.open,
                overdue: k.overdue,
                mine: k.mine,
                unassigned: k.unassigned,
              })}
            </li>
          ))}
        </ul>
      )}
      <QueueFilters
        key={`filters${key}`}
        filters={filters}
        buildings={summary.data?.buildings ?? []}
        onApply={(next) => void navigate({ pathname: paths.staffQueue, search: searchOf(next) })}
      />
      <QueueList key={`list${key}`} filters={filters} />
    </>
  );
}
