import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { formatMoney } from "../../../lib/format.ts";
import { paths } from "../../../lib/paths.ts";
import { usePaymentAttempt } from "../api/paymentAttempt.ts";
import styles from "./PaymentResultDialog.module.css";

/**
 * Where the payment provider returns: the billing page with this modal over it. Closing it in any
 * way (the continue link, Escape) leaves the result route for the billing page itself.
 */
export function PaymentResultDialog({ result }: { result: "success" | "error" }) {
  const { t } = useTranslation("billing");
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // The amount is a courtesy: the modal says what happened without it, before or if it fails to load.
  const attempt = usePaymentAttempt(search.get("stamp"));
  const paid = result === "success" && attempt.data?.status === "ok" ? attempt.data.amountCents : undefined;
  return (
    <Dialog
      title={t(`result.${result}.title`)}
      tone={result}
      onClose={() => void navigate(paths.billing, { replace: true })}
    >
      <p>
        {t(`result.${result}.text`)}
        {paid !== undefined && ` ${t("result.success.amount", { amount: formatMoney(paid) })}`}
      </p>
      {result === "error" && (
        <p>
          {t("result.error.help")}{" "}
          <Link to={`${paths.payment}#bank-transfer`} replace>
            {t("result.error.bank")}
          </Link>
        </p>
      )}
      <div className={styles.actions}>
        <ButtonLink to={paths.billing} replace>
          {t("result.continue")}
        </ButtonLink>
      </div>
    </Dialog>
  );
}
