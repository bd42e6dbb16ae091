import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BookingResource, FixedTurn } from "@portal/schemas/bookings";
import { TextButton } from "../../../components/ui/Button.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { endOfMonth, firstOfNextMonth } from "../../../lib/bookings/week.ts";
import { formatClock, formatDate, formatEuros } from "../../../lib/format.ts";
import { loadState } from "../../../lib/loadState.ts";
import type { LeaseEnd } from "../../../lib/session/leaseEnd.ts";
import { helsinkiToday } from "../../../lib/today.ts";
import type { ToastKind } from "../../../lib/useToast.ts";
import { useFixedTurns } from "../api/fixedTurns.ts";
import { useGiveUpFixedTurnMutation } from "../api/giveUpFixedTurn.ts";
import { bookingErrorText } from "../errors.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import list from "./BookingList.module.css";
import styles from "./FixedTurns.module.css";
import { weekdayName } from "./slotText.ts";
import { TakeFixedTurn } from "./TakeFixedTurn.tsx";
import { languageOf } from "../../../lib/i18n.ts";

type Props = {
  resources: BookingResource[];
  leaseEnd: LeaseEnd;
  onToast: (kind: ToastKind, text: string) => void;
};

/**
 * The household's weekly sauna turns with their monthly fee; giving one up, taking a free one. A
 * turn is offered only while the lease lasts until it would begin, and then ends with the lease.
 */
export function FixedTurns({ resources, leaseEnd, onToast }: Props) {
  const { t, i18n } = useTranslation("bookings");
  const turns = useFixedTurns();
  const state = loadState(turns);
  const [leaving, setLeaving] = useState<FixedTurn | undefined>();
  const today = helsinkiToday();
  const lastDay = endOfMonth(today);
  const lang = languageOf(i18n.language);
  const offered = resources.filter((r) => r.fixedTurns.available);
  const startsOn = firstOfNextMonth(today);
  const endsOn = leaseEnd.kind === "open" ? undefined : leaseEnd.endDate;
  const takeable = endsOn === undefined || endsOn >= startsOn;
  const nameOf = (turn: FixedTurn) => resources.find((r) => r.id === turn.resourceId)?.name[lang] ?? "";
  const when = (turn: FixedTurn) =>
    t("turns.when", {
      // Finnish writes weekdays in lower case mid-sentence; English names keep their capital.
      weekday:
        lang !== "en" ? weekdayName(turn.weekday, lang).toLowerCase() : weekdayName(turn.weekday, lang),
      time: formatClock(turn.startTime),
    });

  const giveUp = useGiveUpFixedTurnMutation({
    onSuccess: () => {
      setLeaving(undefined);
      onToast("success", t("turns.givenUp", { date: formatDate(lastDay) }));
    },
    onError: (error) => {
      setLeaving(undefined);
      onToast("error", bookingErrorText(error, t));
    },
  });

  if (offered.length === 0 && !turns.data?.length) return null;
  return (
    <Card title={t("turns.title")}>
      <p>{t("turns.intro")}</p>
      {state === "ready" &&
        (turns.data?.length ? (
          <ul className={list.list}>
            {turns.data.map((turn) => (
              <li key={turn.id} className={list.item}>
                <p className={list.what}>
                  <span className={list.name}>{`${nameOf(turn)}: ${when(turn)}`}</span>
                  <span>{t("turns.fee", { fee: formatEuros(turn.monthlyFee) })}</span>
                  <span>
                    {turn.validFrom > today
                      ? t("turns.starts", { date: formatDate(turn.validFrom) })
                      : turn.validUntil
                        ? t("turns.ends", { date: formatDate(turn.validUntil) })
                        : t("turns.ongoing")}
                  </span>
                </p>
                {(!turn.validUntil || turn.validUntil > lastDay) && (
                  <TextButton writes onClick={() => setLeaving(turn)}>
                    {t("turns.giveUp")}
                    <span className="sr-only">: {when(turn)}</span>
                  </TextButton>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{t("turns.none")}</p>
        ))}
      {state === "error" && <LoadFailed text={t("turns.loadFailed")} onRetry={() => void turns.refetch()} />}
      {(state === "busy" || state === "notLoaded") && <Loading />}
      {takeable ? (
        offered.map((resource) => (
          <TakeFixedTurn
            key={resource.id}
            resource={resource}
            startsOn={startsOn}
            endsOn={endsOn}
            onToast={onToast}
          />
        ))
      ) : (
        <p className={styles.empty}>
          {leaseEnd.kind === "ended" ? t("turns.ended") : t("turns.noneAfterLease")}
        </p>
      )}
      {leaving && (
        <ConfirmDialog
          title={t("turns.giveUpTitle")}
          confirm={t("turns.giveUpConfirm")}
          back={t("turns.keep")}
          busy={giveUp.isPending}
          busyLabel={t("cancel.busy")}
          onConfirm={() => giveUp.mutate(leaving.id)}
          onClose={() => !giveUp.isPending && setLeaving(undefined)}
        >
          <p className={list.name}>{`${nameOf(leaving)}: ${when(leaving)}`}</p>
          <p>{t("turns.giveUpText", { date: formatDate(lastDay) })}</p>
        </ConfirmDialog>
      )}
    </Card>
  );
}
