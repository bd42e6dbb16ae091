import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { eurosToCents, paymentAmountOverLimit } from "@portal/schemas/payments.constants";
import { Alert } from "../../../components/ui/Alert.tsx";
import { SubmitButton } from "../../../components/ui/Button.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import field from "../../../components/ui/TextField.module.css";
import { apiFailure } from "../../../lib/apiFailure.ts";
import { fieldError } from "../../../lib/fieldError.ts";
import { formatMoney } from "../../../lib/format.ts";
import { currentLanguage } from "../../../lib/i18n.ts";
import { lazyResolver, useLazyResolver } from "../../../lib/lazyResolver.ts";
import { createPayment } from "../api/createPayment.ts";
import { leaveFor } from "../leave.ts";
import styles from "./PaymentForm.module.css";

const resolver = lazyResolver(async () => (await import("@portal/schemas/payments")).paymentForm);

type Choice = "all" | "part" | "advance";

/**
 * Pay everything unpaid, a part of it (at least 1 €, typed as 12,50 or 12.50, never more than is
 * unpaid) or, as a choice of its own, ahead: what is unpaid and at most the next month's bill. Then
 * on to the provider's page. Paying everything needs no typing, so it skips the amount's validation.
 */
export function PaymentForm({ dueCents, advanceMaxCents }: { dueCents: number; advanceMaxCents: number }) {
  const { t } = useTranslation(["payments", "common", "validation"]);
  const id = useId();
  const choices: Choice[] = [
    ...(dueCents > 0 ? (["all", "part"] as const) : []),
    ...(advanceMaxCents > 0 ? (["advance"] as const) : []),
  ];
  const [choice, setChoice] = useState<Choice | undefined>(choices[0]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: useLazyResolver(resolver), defaultValues: { amount: "" } });

  async function pay(amountCents: number) {
    setBusy(true);
    setFailure(undefined);
    try {
      const purpose = choice === "advance" ? "advance" : "due";
      const { href } = await createPayment({ amountCents, purpose, language: currentLanguage() });
      // Stays busy: the browser is leaving for the provider's page.
      leaveFor(href);
    } catch (caught) {
      setBusy(false);
      const failure = apiFailure(caught);
      const key = failure.status === 400 ? failure.fields.amountCents : undefined;
      if (key && choice !== "all") setError("amount", { message: key }, { shouldFocus: true });
      else setFailure(key ? fieldError(t, key, "amount") : t("online.creationFailed"));
    }
  }

  const amountError = fieldError(t, errors.amount?.message, "amount");
  if (!choice) return <p>{t("online.nothingToPay")}</p>;
  const typed = choice !== "all";
  const limits = { dueCents, advanceMaxCents };
  const label = (value: Choice) =>
    value === "all"
      ? t("online.all", { amount: formatMoney(dueCents) })
      : value === "part"
        ? t("online.part")
        : t("online.advance", { amount: formatMoney(advanceMaxCents) });
  const hint =
    choice === "part"
      ? t("online.partHint", { amount: formatMoney(dueCents) })
      : dueCents > 0
        ? t("online.advanceHintDue", {
            due: formatMoney(dueCents),
            amount: formatMoney(dueCents + advanceMaxCents),
          })
        : t("online.advanceHint", { amount: formatMoney(advanceMaxCents) });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (choice === "all") {
          event.preventDefault();
          void pay(dueCents);
          return;
        }
        void handleSubmit((values) => {
          const cents = eurosToCents(values.amount)!;
          const over = paymentAmountOverLimit(cents, choice === "advance" ? "advance" : "due", limits);
          if (over) setError("amount", { message: over }, { shouldFocus: true });
          else return pay(cents);
        })(event);
      }}
    >
      {dueCents === 0 && <p>{t("online.nothingDue")}</p>}
      {choices.length > 1 ? (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t("online.choice")}</legend>
          {choices.map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-choice`}
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              <span>{label(value)}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p>{label(choice)}</p>
      )}
      {typed && <p className={field.hint}>{t("common:requiredNote")}</p>}
      {typed && (
        <TextField
          label={t("online.amount")}
          hint={hint}
          required
          inputMode="decimal"
          autoComplete="off"
          className={styles.amount}
          registration={register("amount")}
          error={amountError}
        />
      )}
      <p className={styles.provider}>{t("online.provider")}</p>
      <Alert message={failure} />
      <SubmitButton busy={busy} busyLabel={t("online.sending")}>
        {t("online.submit")}
      </SubmitButton>
    </form>
  );
}
