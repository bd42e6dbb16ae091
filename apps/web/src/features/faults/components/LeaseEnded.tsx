import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/Alert.tsx";
import { formatDate } from "../../../lib/format.ts";
import { paths } from "../../../lib/paths.ts";

/**
 * Instead of the way to a new report once the lease has ended: the former home is no longer the
 * tenant's to report on, and customer service is the way to tell about a fault seen before moving.
 */
export function LeaseEnded({ endDate }: { endDate: string }) {
  const { t } = useTranslation("faults");
  return (
    <Alert tone="info">
      <p>{t("ended", { date: formatDate(endDate) })}</p>
      <p>
        <Link to={paths.message}>{t("endedLink")}</Link>
      </p>
    </Alert>
  );
}
