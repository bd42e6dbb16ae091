import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { Link, useParams } from "react-router";
import type { BankPaymentItem, PlaceBankPaymentRequest } from "@portal/schemas/bank-statements";
import { BANK_PAYMENT_WORKFLOW, CONTRACT_NUMBER_MAX } from "@portal/schemas/bank-statements.constants";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonRow, SubmitButton } from "../../../components/ui/Button.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { ErrorState } from "../../../components/ui/ErrorState.tsx";
import { FactList } from "../../../components/ui/FactList.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { StatusBadge } from "../../../components/ui/StatusBadge.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { showFieldErrors, type ApiFailure } from "../../../lib/apiFailure.ts";
import { fieldError } from "../../../lib/fieldError.ts";
import { formatDate } from "../../../lib/format.ts";
import { formatInstantDate } from "../../../lib/instant.ts";
import { lazyResolver, useLazyResolver } from "../../../lib/lazyResolver.ts";
import { ApiError } from "../../../lib/api.ts";
import { paths } from "../../../lib/paths.ts";
import { usePageTitle } from "../../../lib/usePageTitle.ts";
import { useSending } from "../../../lib/useSending.ts";
import { bankPaymentKey, placeBankPayment, returnBankPayment, useBankPayment } from "./api.ts";
import { formatPaymentAmount, missingText } from "./display.ts";
import styles from "./BankPayment.module.css";

/** What the last handling came to, shown above the payment until the page is left. */
type Outcome = "placed" | "returned" | "stale" | undefined;

const resolver = lazyResolver(
  async () => (await import("@portal/schemas/bank-statements")).placeBankPaymentRequest,
);

/** The contract number's own wording first (no such contract), then the shared one. */
function contractError(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message === "validation.invalid") return t("staff-queue:bankPayment.errors.contractNotFound");
  return fieldError(t, message, "contractNumber");
}

/** The payment as the bank told it, and what became of it. */
function Facts({ payment }: { payment: BankPaymentItem }) {
  const { t } = useTranslation("staff-queue");
  const none = t("bankPayment.none");
  return (
    <Card title={t("bankPayment.details")}>
      <FactList
        facts={[
          {
            key: "amount",
            label: t("bankPayment.amount"),
            value: (
              <span className={styles.amount}>
                {formatPaymentAmount(payment.amountCents, payment.currency)}
              </span>
            ),
          },
          { key: "payer", label: t("bankPayment.payer"), value: missingText(payment.payerName, none) },
          {
            key: "reference",
            label: t("bankPayment.reference"),
            value: <span className={styles.code}>{missingText(payment.reference, none)}</span>,
          },
          { key: "bookingDate", label: t("bankPayment.bookingDate"), value: formatDate(payment.bookingDate) },
          { key: "reason", label: t("bankPayment.reason"), value: t(`category.${payment.reason}`) },
          { key: "building", label: t("bankPayment.building"), value: payment.building.name },
          {
            key: "state",
            label: t("bankPayment.state"),
            value: t(`bankPaymentState.${payment.state}`),
          },
          ...(payment.contract
            ? [
                {
                  key: "contract",
                  label: t("bankPayment.contract"),
                  value: <span className={styles.code}>{payment.contract.number}</span>,
                },
              ]
            : []),
          {
            key: "entryRef",
            label: t("bankPayment.entryRef"),
            value: <span className={styles.code}>{payment.entryRef}</span>,
          },
          {
            key: "account",
            label: t("bankPayment.account"),
            value: <span className={styles.code}>{payment.account}</span>,
          },
          { key: "received", label: t("bankPayment.received"), value: formatInstantDate(payment.createdAt) },
        ]}
      />
    </Card>
  );
}

/** Placing the payment on a contract by its number, or marking it returned after a confirmation. */
function Handling({
  payment,
  onDone,
}: {
  payment: BankPaymentItem;
  onDone: (outcome: Outcome, contractNumber?: string) => Promise<void>;
}) {
  const { t } = useTranslation(["staff-queue", "validation"]);
  const { busy, error, send } = useSending({ stayBusy: false });
  const [confirming, setConfirming] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PlaceBankPaymentRequest>({
    resolver: useLazyResolver(resolver),
    defaultValues: { contractNumber: "" },
  });

  const refused = (failure: ApiFailure) => {
    if (failure.status === 409 || failure.status === 404) {
      void onDone("stale");
      return;
    }
    if (failure.status === 400 && showFieldErrors(failure, setError, { contractNumber: "contractNumber" }))
      return;
    return t("bankPayment.failure");
  };

  return (
    <Card title={t("bankPayment.handling")}>
      <p>{t("bankPayment.handlingLead")}</p>
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) =>
          void handleSubmit((values) =>
            send(async () => {
              await placeBankPayment(payment.id, values);
              await onDone("placed", values.contractNumber);
            }, refused),
          )(event)
        }
      >
        <TextField
          label={t("bankPayment.contractNumber")}
          hint={t("bankPayment.contractNumberHint")}
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={CONTRACT_NUMBER_MAX}
          error={contractError(t, errors.contractNumber?.message)}
          registration={register("contractNumber")}
        />
        <SubmitButton busy={busy}>{t("bankPayment.place")}</SubmitButton>
      </form>
      <div className={styles.returning}>
        <h3>{t("bankPayment.returnTitle")}</h3>
        {confirming ? (
          <>
            <p>{t("bankPayment.returnConfirm")}</p>
            <ButtonRow>
              <Button
                disabled={busy}
                onClick={() =>
                  void send(async () => {
                    await returnBankPayment(payment.id);
                    await onDone("returned");
                  }, refused)
                }
              >
                {t("bankPayment.returnYes")}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
                {t("bankPayment.cancel")}
              </Button>
            </ButtonRow>
          </>
        ) : (
          <>
            <p>{t("bankPayment.returnLead")}</p>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
              {t("bankPayment.return")}
            </Button>
          </>
        )}
      </div>
      <Alert message={error} />
    </Card>
  );
}

/**
 * /hallinta/pankkimaksut/:id, from the staff queue: a bank payment whose reference matched no
 * contract, for customer service to place on a contract by its number or mark returned to the payer.
 */
export default function BankPaymentPage() {
  const { t } = useTranslation("staff-queue");
  usePageTitle(t("bankPayment.title"));
  const { id = "" } = useParams();
  const client = useQueryClient();
  const payment = useBankPayment(id);
  const [outcome, setOutcome] = useState<Outcome>();
  const [placedOn, setPlacedOn] = useState("");

  const done = async (next: Outcome, contractNumber = "") => {
    setOutcome(next);
    setPlacedOn(contractNumber);
    // The queue's lists and counts are read again when the queue is opened (they are never kept fresh).
    await client.invalidateQueries({ queryKey: bankPaymentKey(id) });
  };

  const notFound = payment.error instanceof ApiError && [400, 404].includes(payment.error.status);
  const back = <Link to={paths.staffQueue}>{t("bankPayment.back")}</Link>;
  const data = payment.data;
  return (
    <>
      <PageHeader
        title={t("bankPayment.title")}
        lead={
          data
            ? `${formatPaymentAmount(data.amountCents, data.currency)} · ${missingText(data.payerName, t("bankPayment.none"))}`
            : undefined
        }
        status={
          data && (
            <StatusBadge
              workflow={BANK_PAYMENT_WORKFLOW}
              state={data.state}
              label={t(`bankPaymentState.${data.state}`)}
            />
          )
        }
        actions={back}
      />
      <Alert tone={outcome === "stale" ? "error" : "success"}>
        {outcome && data && (
          <>
            <p>
              {outcome === "placed"
                ? t("bankPayment.placed", { number: data.contract?.number ?? placedOn })
                : outcome === "returned"
                  ? t("bankPayment.returned")
                  : t("bankPayment.stale")}
            </p>
            <p>{back}</p>
          </>
        )}
      </Alert>
      {payment.isPending ? (
        <Loading />
      ) : notFound ? (
        <ErrorState>
          <p>{t("bankPayment.notFound")}</p>
          <p>{back}</p>
        </ErrorState>
      ) : payment.isError ? (
        <LoadFailed text={t("bankPayment.loadFailed")} onRetry={() => void payment.refetch()} />
      ) : (
        <div className={styles.grid}>
          <Facts payment={payment.data} />
          {payment.data.state === "Unmatched" ? (
            <Handling payment={payment.data} onDone={done} />
          ) : (
            outcome !== "placed" &&
            outcome !== "returned" && (
              <Card>
                <p>{t(`bankPayment.handled.${payment.data.state}`)}</p>
              </Card>
            )
          )}
        </div>
      )}
    </>
  );
}
