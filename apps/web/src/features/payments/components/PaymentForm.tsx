import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { eurosToCents } from "@portal/schemas/payments.constants";
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

type Choice = "all" | "part";

/**
 * Pay everything unpaid or a part of it (at least 1 €, typed as 12,50 or 12.50), then on to the
 * provider's page. Paying everything needs no typing, so it skips the amount's validation.
 */
export function PaymentForm({ dueCents }: { dueCents: number }) {
  const { t } = useTranslation(["payments", "common", "validation"]);
  const id = useId();
  const [choice, setChoice] = useState<Choice>(dueCents > 0 ? "all" : "part");
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
      const { href } = await createPayment({ amountCents, language: currentLanguage() });
      // Stays busy: the browser is leaving for the provider's page.
      leaveFor(href);
    } catch (caught) {
      setBusy(false);
      const failure = apiFailure(caught);
      const key = failure.status === 400 ? failure.fields.amountCents : undefined;
      if (key && choice === "part") setError("amount", { message: key }, { shouldFocus: true });
      else setFailure(key ? fieldError(t, key, "amount") : t("online.creationFailed"));
    }
  }

  const amountError = fieldError(t, errors.amount?.message, "amount");
  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (choice === "all") {
          event.preventDefault();
          void pay(dueCents);
        } else void handleSubmit((values) => pay(eurosToCents(values.amount)!))(event);
      }}
    >
      {dueCents > 0 ? (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t("online.choice")}</legend>
          {(["all", "part"] as const).map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-choice`}
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              <span>
                {value === "all" ? t("online.all", { amount: formatMoney(dueCents) }) : t("online.part")}
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p>{t("online.nothingDue")}</p>
      )}
      {choice === "part" && <p className={field.hint}>{t("common:requiredNote")}</p>}
      {choice === "part" && (
        <TextField
          label={t("online.amount")}
          hint={t("online.amountHint")}
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
