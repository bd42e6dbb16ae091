import { useTranslation } from "react-i18next";
import { Card } from "../../../components/ui/Card.tsx";
import { FactList, type Fact } from "../../../components/ui/FactList.tsx";
import { formatDate } from "../../../lib/format.ts";
import type { TerminationNotice } from "../model.ts";
import { NoticeFiles } from "./NoticeFiles.tsx";

type Shown = Omit<TerminationNotice, "awaitingMyApproval">;

/** Everything the notice says, as the parties and the landlord's staff read it. */
export function NoticeDetails({ notice, headingLevel = 2 }: { notice: Shown; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("termination");
  const yes = (value: boolean) => (value ? t("details.yes") : t("details.no"));
  const date = (value: string | null) => (value ? formatDate(value) : t("details.none"));
  const address = notice.newAddress;
  const facts: Fact[] = [
    { label: t("details.endDate"), value: formatDate(notice.endDate) },
    { label: t("details.movingOutDate"), value: date(notice.movingOutDate) },
    { label: t("details.reason"), value: t(`reasons.${notice.terminationReason}`) },
    { label: t("details.contactInfo"), value: yes(notice.givingContactInfoAllowed) },
    { label: t("details.displaysSelf"), value: yes(notice.displaysSelf) },
  ];
  if (notice.displaysSelf)
    facts.push({
      label: t("details.displayDates"),
      value: `${date(notice.displayStartDate)} – ${notice.displayEndDate ? formatDate(notice.displayEndDate) : ""}`,
    });
  facts.push(
    { label: t("details.masterKey"), value: yes(notice.masterKeyAccessAllowed) },
    { label: t("details.pets"), value: yes(notice.hasPetsInApartment) },
    { label: t("details.collateral"), value: yes(notice.isCollateral) },
  );
  if (notice.isCollateral)
    facts.push({ label: t("details.lender"), value: notice.collateralLender ?? t("details.none") });
  facts.push({
    label: t("details.newAddress"),
    value: (
      <>
        {address.recipientName}
        <br />
        {address.streetAddress}
        <br />
        {address.postalCode} {address.city}
      </>
    ),
  });
  if (notice.beneficiaries.length > 0)
    facts.push({
      label: t("details.beneficiaries"),
      value: (
        <ul>
          {notice.beneficiaries.map((b, i) => (
            <li key={i}>
              {t("details.beneficiary", {
                name: b.beneficiaryName,
                iban: b.iban,
                percent: b.returnPercentage,
              })}
            </li>
          ))}
        </ul>
      ),
    });
  facts.push({ label: t("details.additionalDetails"), value: notice.additionalDetails || t("details.none") });
  if (notice.files.length > 0)
    facts.push({ label: t("details.files"), value: <NoticeFiles files={notice.files} /> });
  return (
    <Card title={t("details.title")} headingLevel={headingLevel} flat>
      <FactList facts={facts} />
    </Card>
  );
}
