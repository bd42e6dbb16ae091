import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CurrentContract, LeaseParty } from "@portal/schemas/lease";
import { eurosToCents } from "@portal/schemas/billing.rules";
import { AddressLines } from "../../../components/ui/AddressLines.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { FactList } from "../../../components/ui/FactList.tsx";
import { formatArea, formatDate, formatEuros } from "../../../lib/format.ts";
import { waterTerms } from "../water.ts";
import { Termination } from "./Termination.tsx";
import styles from "./LeaseAgreement.module.css";

const fullName = (p: LeaseParty) => `${p.firstName} ${p.lastName}`;

function Names({ people, none }: { people: readonly LeaseParty[]; none: string }) {
  if (people.length === 0) return <>{none}</>;
  return (
    <ul className={styles.names}>
      {people.map((p, i) => (
        <li key={i}>{fullName(p)}</li>
      ))}
    </ul>
  );
}

/** Every field of the lease in the order of a printed agreement: the same markup is the A4 print. */
export function LeaseAgreement({ contract: c }: { contract: CurrentContract }) {
  const { t } = useTranslation("lease");
  const address = c.postalAddress;
  const water = waterTerms(c);
  const noDeposit = eurosToCents(c.deposit.amount) === 0 && eurosToCents(c.deposit.voucherAmount) === 0;
  const section = (title: string, body: ReactNode) => (
    <Card title={title} className={styles.section}>
      {body}
    </Card>
  );

  return (
    <>
      {section(
        t("apartment.title"),
        <FactList
          facts={[
            {
              label: t("apartment.address"),
              value: <AddressLines address={address} />,
            },
            { label: t("apartment.area"), value: formatArea(c.area) },
            { label: t("apartment.rooms"), value: c.rooms },
          ]}
        />,
      )}
      {section(
        t("tenants.title"),
        <FactList
          facts={[
            {
              label: t("tenants.parties"),
              value: <Names people={c.contractTenants.contractParties} none="–" />,
            },
            {
              label: t("tenants.others"),
              value: <Names people={c.contractTenants.otherParties} none={t("tenants.none")} />,
            },
          ]}
        />,
      )}
      {section(
        t("rent.title"),
        <>
          <FactList
            facts={[
              { label: t("rent.monthly"), value: formatEuros(c.monthlyRent) },
              { label: t("rent.dueDay"), value: t("rent.dueDayValue", { day: c.dueDay }) },
            ]}
          />
          <p className={styles.note}>
            {t(`rent.water.${water}`, { amount: formatEuros(c.waterPrepayment) })}
          </p>
        </>,
      )}
      {section(
        t("period.title"),
        <FactList
          facts={[
            { label: t("period.start"), value: formatDate(c.startDate) },
            {
              label: t("period.end"),
              value: c.endDate ? formatDate(c.endDate) : t("period.untilFurtherNotice"),
            },
          ]}
        />,
      )}
      {section(
        t("deposit.title"),
        noDeposit ? (
          <p>{t("deposit.none")}</p>
        ) : (
          <FactList
            facts={[
              { label: t("deposit.money"), value: formatEuros(c.deposit.amount) },
              { label: t("deposit.voucher"), value: formatEuros(c.deposit.voucherAmount) },
            ]}
          />
        ),
      )}
      {section(t("termination.title"), <Termination contract={c} />)}
      {section(
        t("details.title"),
        <FactList
          facts={[
            { label: t("details.number"), value: c.contractNumber },
            { label: t("details.type"), value: t(`details.types.${c.type}`) },
            { label: t("details.fixedTerm"), value: c.temporary ? t("details.yes") : t("details.no") },
            ...(c.months !== null
              ? [{ label: t("details.months"), value: t("details.monthsValue", { count: c.months }) }]
              : []),
            ...(water === "included"
              ? []
              : [
                  {
                    label: t(water === "consumption" ? "details.waterPrepayment" : "details.waterCharge"),
                    value: t("details.waterPrepaymentValue", { amount: formatEuros(c.waterPrepayment) }),
                  },
                ]),
            { label: t("details.waterBilling"), value: t(`details.waterBillings.${water}`) },
            { label: t("details.landlord"), value: c.landlord.name },
          ]}
        />,
      )}
    </>
  );
}
