import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { WorkItemDetail } from "@portal/schemas/queue";
import { isOpenState, queueKind, type WorkItemKind } from "@portal/schemas/queue.constants";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { ErrorState } from "../../../components/ui/ErrorState.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { StatusBadge } from "../../../components/ui/StatusBadge.tsx";
import { ApiError } from "../../../lib/api.ts";
import { formatDate } from "../../../lib/format.ts";
import { formatInstantDate, formatInstantTime } from "../../../lib/instant.ts";
import { paths } from "../../../lib/paths.ts";
import { usePageTitle } from "../../../lib/usePageTitle.ts";
import { useAssignWorkItemMutation } from "./api/assignWorkItem.ts";
import { downloadWorkItemAttachment } from "./api/downloadWorkItemAttachment.ts";
import { useMoveWorkItemMutation } from "./api/moveWorkItem.ts";
import { useWorkItem } from "./api/workItemQuery.ts";
import { DueBadge } from "./components/DueBadge.tsx";
import { isKind, useStateLabel } from "./kinds.ts";
import styles from "./QueueItemPage.module.css";

// The reply panel (ready-made replies, the editor) loads after the item is on screen.
const ReplyPanel = lazy(() =>
  import("../replies/components/ReplyPanel.tsx").then((m) => ({ default: m.ReplyPanel })),
);

/** What the last change came to: nothing yet, done, someone was first (409), or a failure. */
type Outcome = "idle" | "assigned" | "moved" | "stale" | "failed";

const outcomeOf = (error: Error): Outcome =>
  error instanceof ApiError && error.status === 409 ? "stale" : "failed";

/** Taking the item, handing it to a colleague and moving its state; a stale change shows the item as it now is. */
function Handling({
  item,
  outcome,
  setOutcome,
}: {
  item: WorkItemDetail;
  /** Kept by the page: the item read again after a change remounts this part, and the message stays. */
  outcome: Outcome;
  setOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation("staff-queue");
  const [colleague, setColleague] = useState(item.assignee?.id ?? "");
  const assign = useAssignWorkItemMutation({
    onSuccess: () => setOutcome("assigned"),
    onError: (error) => setOutcome(outcomeOf(error)),
  });
  const move = useMoveWorkItemMutation({
    onSuccess: () => setOutcome("moved"),
    onError: (error) => setOutcome(outcomeOf(error)),
  });
  const busy = assign.isPending || move.isPending;
  const from = item.assignee?.id ?? null;
  const mine = from === item.viewerId;
  const { workflow } = queueKind(item.kind);
  const stateLabel = useStateLabel();

  return (
    <Card aria-labelledby="item-handling" className={styles.handling}>
      <h2 id="item-handling">{t("item.handling")}</h2>
      <Alert
        tone={outcome === "stale" || outcome === "failed" ? "error" : "success"}
        message={outcome === "idle" ? undefined : t(`item.outcome.${outcome}`)}
      />
      <p>
        {t("item.assignee")}: <strong>{item.assignee?.name ?? t("assignee.nobody")}</strong>
      </p>
      <div className={styles.actions}>
        {!mine && (
          <Button
            disabled={busy}
            onClick={() => assign.mutate({ kind: item.kind, id: item.id, staffId: item.viewerId, from })}
          >
            {t("item.take")}
          </Button>
        )}
        {item.assignee && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => assign.mutate({ kind: item.kind, id: item.id, staffId: null, from })}
          >
            {t("item.release")}
          </Button>
        )}
      </div>
      <form
        className={styles.handOver}
        onSubmit={(event) => {
          event.preventDefault();
          if (colleague) assign.mutate({ kind: item.kind, id: item.id, staffId: colleague, from });
        }}
      >
        <label htmlFor="item-colleague">{t("item.colleague")}</label>
        <select id="item-colleague" value={colleague} onChange={(event) => setColleague(event.target.value)}>
          <option value="">{t("item.chooseColleague")}</option>
          {item.assignees.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary" disabled={busy || !colleague}>
          {t("item.handOver")}
        </Button>
      </form>
      {item.next.length > 0 && (
        <>
          <h3>{t("item.move")}</h3>
          <div className={styles.actions}>
            {item.next.map((to) => (
              <Button
                key={to}
                variant="secondary"
                disabled={busy}
                onClick={() => move.mutate({ kind: item.kind, id: item.id, from: item.state, to })}
              >
                {t("item.moveTo", { state: stateLabel(item.kind, to) })}
              </Button>
            ))}
          </div>
        </>
      )}
      {workflow.isFinal(item.state) && <p>{t("item.final")}</p>}
    </Card>
  );
}

// A bank payment's own page (/hallinta/pankkimaksut/:id, the one route of this module without a
// kind) is this module's too, loaded only there: one page module for the queue's items keeps the
// route table every page downloads short.
/** A fault report's rating and reopenings (faults' own API). */
const FaultFeedbackPanel = lazy(() => import("./components/FaultFeedbackPanel.tsx"));
const BankPayment = lazy(() => import("../bank-payments/BankPayment.tsx"));

/** One work item: what the tenant sent, where, its history, and its handling. */
export default function QueueItemPage() {
  const { kind } = useParams();
  if (kind === undefined)
    return (
      <Suspense fallback={<Loading />}>
        <BankPayment />
      </Suspense>
    );
  return <WorkItem />;
}

function WorkItem() {
  const { t } = useTranslation("staff-queue");
  const stateLabel = useStateLabel();
  const params = useParams();
  const kind = isKind(params.kind ?? "") ? (params.kind as WorkItemKind) : null;
  const id = params.id ?? "";
  const query = useWorkItem(kind ?? "messages", id);
  const [outcome, setOutcome] = useState<Outcome>("idle");
  usePageTitle(query.data?.subject ?? t("item.title"));
  const back = (
    <p>
      <Link to={paths.staffQueue}>{t("item.back")}</Link>
    </p>
  );

  if (!kind || query.isError) {
    const missing =
      !kind || (query.error instanceof ApiError && [400, 403, 404].includes(query.error.status));
    return (
      <>
        <PageHeader title={t("item.title")} />
        {missing ? (
          <ErrorState>
            <p>{t("item.notFound")}</p>
            {back}
          </ErrorState>
        ) : (
          <LoadFailed text={t("item.loadFailed")} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }
  if (query.isPending) return <Loading />;

  const item = query.data;
  const { workflow } = queueKind(item.kind);
  const at = (iso: string) => t("due.at", { date: formatInstantDate(iso), time: formatInstantTime(iso) });
  const yesNo = (value: boolean) => (value ? t("item.yes") : t("item.no"));
  return (
    <>
      <PageHeader
        title={<span className={styles.title}>{item.subject}</span>}
        status={
          <span className={styles.badges}>
            <span>{t(`kind.${item.kind}`)}</span>
            <StatusBadge workflow={workflow} state={item.state} label={stateLabel(item.kind, item.state)} />
            <DueBadge dueAt={item.dueAt} overdue={item.overdue} open={isOpenState(item.kind, item.state)} />
          </span>
        }
      />
      {back}
      <div className={styles.grid}>
        <Card aria-labelledby="item-sent" className={styles.sent}>
          <h2 id="item-sent">{t("item.sent")}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t("item.received")}</dt>
              <dd>{at(item.createdAt)}</dd>
            </div>
            <div>
              <dt>{t("item.category")}</dt>
              <dd>
                {t(`category.${item.category}`)}
                {item.subcategory &&
                  ` / ${t(`subcategory.${item.subcategory}`, { defaultValue: item.subcategory })}`}
              </dd>
            </div>
            <div className={styles.wide}>
              <dt>{t("item.description")}</dt>
              <dd className={styles.text}>{item.description}</dd>
            </div>
            {item.fault && (
              <>
                <div>
                  <dt>{t("item.affectedArea")}</dt>
                  <dd>{t(`affectedArea.${item.fault.affectedArea}`)}</dd>
                </div>
                <div>
                  <dt>{t("item.pets")}</dt>
                  <dd className={styles.text}>
                    {yesNo(item.fault.hasPetsInApartment)}
                    {item.fault.petsDescription && `: ${item.fault.petsDescription}`}
                  </dd>
                </div>
                <div>
                  <dt>{t("item.masterKey")}</dt>
                  <dd>{yesNo(item.fault.masterKeyAccessAllowed)}</dd>
                </div>
                <div>
                  <dt>{t("item.phone")}</dt>
                  <dd>{item.fault.phone}</dd>
                </div>
              </>
            )}
            <div>
              <dt>{t("item.language")}</dt>
              <dd>{t(`language.${item.language}`)}</dd>
            </div>
          </dl>
          {item.attachments.length > 0 && (
            <>
              <h3>{t("item.attachments")}</h3>
              <ul className={styles.files}>
                {item.attachments.map((a) => (
                  <li key={a.id}>
                    <Button
                      variant="secondary"
                      onClick={() => void downloadWorkItemAttachment(a.url, a.name)}
                    >
                      {t("item.download", { name: a.name })}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Card>
        <Handling
          key={`${item.state} ${item.assignee?.id ?? ""}`}
          item={item}
          outcome={outcome}
          setOutcome={setOutcome}
        />
        <Card aria-labelledby="item-where" className={styles.where}>
          <h2 id="item-where">{t("item.where")}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t("item.sender")}</dt>
              <dd>
                {item.sender.name}
                <br />
                {item.sender.email}
                {item.sender.phone && (
                  <>
                    <br />
                    {item.sender.phone}
                  </>
                )}
              </dd>
            </div>
            <div>
              <dt>{t("item.customerNumber")}</dt>
              <dd>{item.sender.customerNumber}</dd>
            </div>
            <div>
              <dt>{t("item.apartment")}</dt>
              <dd>
                {item.building.name}, {item.apartment.number}
                <br />
                {item.building.streetAddress}, {item.building.postalCode} {item.building.city}
              </dd>
            </div>
            <div>
              <dt>{t("item.contract")}</dt>
              <dd>
                {item.contract.number}
                <br />
                {item.contract.endDate
                  ? t("item.contractPeriod", {
                      start: formatDate(item.contract.startDate),
                      end: formatDate(item.contract.endDate),
                    })
                  : t("item.contractFrom", { start: formatDate(item.contract.startDate) })}
              </dd>
            </div>
          </dl>
        </Card>
        <Card aria-labelledby="item-history" className={styles.history}>
          <h2 id="item-history">{t("item.history")}</h2>
          <ol className={styles.timeline}>
            {item.history.map((step, i) => (
              <li key={`${i}-${step.state}`}>
                <strong>{stateLabel(item.kind, step.state)}</strong>{" "}
                <time dateTime={step.at}>{at(step.at)}</time>
                {" — "}
                {step.actor.name ?? t(`actor.${step.actor.kind}`)}
              </li>
            ))}
          </ol>
        </Card>
        {item.kind === "fault-reports" && (
          <Suspense fallback={<Loading />}>
            <FaultFeedbackPanel id={item.id} />
          </Suspense>
        )}
        {/* Replies to the tenant and internal notes, full width under the item (exchange applications have none yet, terminations and committee forms have their own pages). */}
        {item.kind !== "exchange-applications" &&
          item.kind !== "terminations" &&
          item.kind !== "committee-forms" &&
          item.kind !== "bank-payments" && (
            <section aria-label={t("item.replies")} className={styles.replies}>
              <Suspense fallback={<Loading />}>
                {/* Accessibility feedback is a message: its replies are the message's. */}
                <ReplyPanel
                  kind={item.kind === "accessibility-feedback" ? "messages" : item.kind}
                  id={item.id}
                />
              </Suspense>
            </section>
          )}
      </div>
    </>
  );
}
