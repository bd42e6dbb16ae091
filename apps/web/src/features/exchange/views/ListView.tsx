import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/Alert.tsx";
import { ButtonLink } from "../../../components/ui/Button.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { Pager, useCursorPages } from "../../../components/ui/Pager.tsx";
import { SideLayout } from "../../../components/ui/SideLayout.tsx";
import { loadState } from "../../../lib/loadState.ts";
import { paths } from "../../../lib/paths.ts";
import { usePageTitle } from "../../../lib/usePageTitle.ts";
import { useCities } from "../api/citiesQuery.ts";
import { useEligibility } from "../api/eligibilityQuery.ts";
import { useMatches } from "../api/matchesQuery.ts";
import { useNotices } from "../api/noticesQuery.ts";
import { useOwnNotice } from "../api/ownNoticeQuery.ts";
import { EligibilityPanel } from "../components/EligibilityPanel.tsx";
import { Filters, filterFrom, paramsFrom, type Filter } from "../components/Filters.tsx";
import { NoticeList } from "../components/NoticeList.tsx";
import { OwnNotice } from "../components/OwnNotice.tsx";
import styles from "../Exchange.module.css";

const PAGE_SIZE = 10;

/** What the form or a deletion leaves for this page to say. */
export type ExchangePageState = { written?: boolean; saved?: boolean; deleted?: boolean } | null;

/**
 * Asunnonvaihto: whether the tenant may exchange, their own notice, the notices that match it, and
 * every published notice with the filters.
 */
export function ListView() {
  const { t } = useTranslation("exchange");
  usePageTitle(t("title"));
  const state = useLocation().state as ExchangePageState;
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const pages = useCursorPages();
  const eligibility = useEligibility();
  const own = useOwnNotice();
  const matches = useMatches();
  const cities = useCities();
  const notices = useNotices({
    ...filter,
    limit: PAGE_SIZE,
    ...(pages.cursor ? { cursor: pages.cursor } : {}),
  });
  const ownNotice = own.data ?? null;
  const hasValid = ownNotice !== null && ownNotice.state !== "expired";
  const mayWrite = eligibility.data?.eligible === true && !hasValid;

  function apply(next: Filter) {
    pages.reset();
    setParams(paramsFrom(next), { replace: true });
  }

  const listState = loadState(notices);
  return (
    <>
      <PageHeader
        title={t("title")}
        lead={t("intro")}
        actions={mayWrite && <ButtonLink to={paths.exchangeWrite}>{t("write")}</ButtonLink>}
      />
      <Alert
        tone="success"
        message={
          state?.written
            ? t("written")
            : state?.saved
              ? t("saved")
              : state?.deleted
                ? t("deleted")
                : undefined
        }
      />
      <SideLayout
        sideLabel={t("side.label")}
        side={
          <Card title={t("side.title")} flat>
            <ol className={styles.reasons}>
              <li>{t("side.step1")}</li>
              <li>{t("side.step2")}</li>
              <li>{t("side.step3")}</li>
              <li>{t("side.step4")}</li>
            </ol>
          </Card>
        }
      >
        <div className={styles.list}>
          {eligibility.data && !hasValid && <EligibilityPanel eligibility={eligibility.data} />}
          {loadState(eligibility) === "error" && (
            <LoadFailed text={t("eligibility.loadFailed")} onRetry={() => void eligibility.refetch()} />
          )}
          <Card title={t("own.title")}>
            {own.isPending && <Loading />}
            {own.isError && <LoadFailed text={t("own.loadFailed")} onRetry={() => void own.refetch()} />}
            {own.isSuccess && ownNotice && <OwnNotice notice={ownNotice} />}
            {own.isSuccess && !ownNotice && <p>{t("own.none")}</p>}
          </Card>
          <Card title={t("matches.title")}>
            {matches.isPending && <Loading />}
            {matches.isError && (
              <LoadFailed text={t("matches.loadFailed")} onRetry={() => void matches.refetch()} />
            )}
            {matches.data && !matches.data.hasNotice && <p>{t("matches.needNotice")}</p>}
            {matches.data?.hasNotice && matches.data.items.length === 0 && <p>{t("matches.none")}</p>}
            {matches.data && matches.data.items.length > 0 && (
              <>
                <p>{t("matches.intro")}</p>
                <NoticeList
                  items={matches.data.items.map((m) => m.notice)}
                  extra={(notice) => {
                    const match = matches.data.items.find((m) => m.notice.id === notice.id)!;
                    return (
                      <p className={styles.meta}>
                        {t("matches.score", { score: match.score, of: 8 })}:{" "}
                        {match.met.map((c) => t(`criteria.${c}`)).join(", ")}
                      </p>
                    );
                  }}
                />
              </>
            )}
          </Card>
          <Card title={t("list.title")}>
            {cities.data && <Filters cities={cities.data} value={filter} onApply={apply} />}
            {cities.isError && (
              <LoadFailed text={t("list.loadFailed")} onRetry={() => void cities.refetch()} />
            )}
            <h3 aria-live="polite">
              {notices.data ? t("list.count", { count: notices.data.total }) : t("list.results")}
            </h3>
            {listState === "ready" && notices.data && notices.data.items.length === 0 && (
              <p>{t("list.empty")}</p>
            )}
            {notices.data && notices.data.items.length > 0 && (
              <NoticeList items={notices.data.items} headingLevel={4} />
            )}
            {listState === "error" && (
              <LoadFailed text={t("list.loadFailed")} onRetry={() => void notices.refetch()} />
            )}
            {(listState === "busy" || listState === "notLoaded") && !notices.data && <Loading />}
            {notices.data && (
              <Pager
                label={t("list.pages")}
                index={pages.index}
                limit={PAGE_SIZE}
                shown={notices.data.items.length}
                total={notices.data.total}
                nextCursor={notices.data.nextCursor}
                onPrevious={pages.previous}
                onNext={pages.next}
              />
            )}
          </Card>
        </div>
      </SideLayout>
    </>
  );
}
