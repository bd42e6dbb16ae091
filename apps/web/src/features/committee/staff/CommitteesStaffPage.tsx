import { useId, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { StaffCommittee } from "@portal/schemas/committee-forms";
import { COMMITTEE_ROLES, FORM_VALIDATION } from "@portal/schemas/committee-forms.constants";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { DataTable, type Column } from "../../../components/ui/DataTable.tsx";
import { FieldError } from "../../../components/ui/FieldError.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import field from "../../../components/ui/TextField.module.css";
import { apiFailure } from "../../../lib/apiFailure.ts";
import { formatMoney } from "../../../lib/format.ts";
import { formatInstantDate } from "../../../lib/instant.ts";
import { helsinkiToday } from "../../../lib/today.ts";
import { usePageTitle } from "../../../lib/usePageTitle.ts";
import {
  addMember,
  changeMemberRole,
  removeMember,
  setAllowance,
  staffCommitteesKey,
  useBuildingAllowance,
  useStaffCommittees,
} from "../api/staffCommittees.ts";
import styles from "../committee.module.css";

type Member = StaffCommittee["members"][number];

/** Euros as typed ("1 250,50") to cents; null when not an amount with at most two decimals. */
function eurosToCents(text: string): number | null {
  const clean = text.replace(/\s/g, "").replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/** One building's activity allowance for this year: what is set (or the default rule), what is used, and a new amount. */
function BuildingAllowance({ building, year }: { building: { id: string; name: string }; year: number }) {
  const { t } = useTranslation("staff-committees");
  const client = useQueryClient();
  const allowance = useBuildingAllowance(building.id, year);
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function save(event: FormEvent) {
    event.preventDefault();
    setDone(undefined);
    const cents = eurosToCents(amount);
    if (cents === null) return setError(t("allowance.invalid"));
    setError(undefined);
    setBusy(true);
    try {
      await setAllowance(building.id, year, cents);
      await client.invalidateQueries({ queryKey: staffCommitteesKey });
      setAmount("");
      setDone(t("allowance.saved", { name: building.name }));
    } catch (caught) {
      setError(apiFailure(caught).status === 400 ? t("allowance.invalid") : t("allowance.failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.allowanceRow}>
      <h4 className={styles.viewSub}>{building.name}</h4>
      {allowance.isPending && <Loading />}
      {allowance.isError && (
        <LoadFailed text={t("allowance.loadFailed")} onRetry={() => void allowance.refetch()} />
      )}
      {allowance.data && (
        <p className={styles.meta}>
          {t(allowance.data.set ? "allowance.isSet" : "allowance.isDefault", {
            amount: formatMoney(allowance.data.allowanceCents),
            defaultAmount: formatMoney(allowance.data.defaultCents),
            apartments: allowance.data.apartments,
          })}{" "}
          {t("allowance.used", { amount: formatMoney(allowance.data.usedCents) })}
        </p>
      )}
      <form noValidate onSubmit={(event) => void save(event)} className={styles.inline}>
        <div className={field.field}>
          <label htmlFor={id} className={field.label}>
            {t("allowance.newAmount", { year })}
          </label>
          <input
            id={id}
            className={field.input}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setAmount(event.target.value)}
          />
          <FieldError id={`${id}-error`} message={error} />
        </div>
        <Button type="submit" variant="secondary" disabled={busy}>
          {t("allowance.save")}
        </Button>
      </form>
      <Alert tone="success" message={done} />
    </div>
  );
}

/** A committee: its buildings, members with their roles, adding a member and the buildings' allowances. */
function CommitteeCard({ committee, year }: { committee: StaffCommittee; year: number }) {
  const { t } = useTranslation("staff-committees");
  const client = useQueryClient();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<string>("member");
  const [emailError, setEmailError] = useState<string>();
  const [failed, setFailed] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const emailId = useId();
  const roleId = useId();

  async function run(call: () => Promise<void>, success: string) {
    setBusy(true);
    setFailed(undefined);
    setDone(undefined);
    try {
      await call();
      await client.invalidateQueries({ queryKey: staffCommitteesKey });
      setDone(success);
    } catch (caught) {
      const failure = apiFailure(caught);
      const emailKey = failure.status === 400 ? failure.fields.email : undefined;
      if (emailKey === FORM_VALIDATION.notResident) setFailed(t("members.notFound"));
      else if (emailKey === FORM_VALIDATION.alreadyMember) setFailed(t("members.conflict"));
      else if (emailKey) setEmailError(t("members.emailInvalid"));
      else if (failure.status === 404) setFailed(t("members.notFound"));
      else if (failure.status === 409) setFailed(t("members.conflict"));
      else setFailed(t("members.failed"));
    } finally {
      setBusy(false);
    }
  }

  const columns: Column<Member>[] = [
    { header: t("members.name"), rowHeader: true, cell: (m) => m.name },
    { header: t("members.email"), cell: (m) => m.email },
    {
      header: t("members.role"),
      cell: (m) => (
        <select
          className={field.input}
          aria-label={t("members.roleOf", { name: m.name })}
          value={m.role}
          disabled={busy}
          onChange={(event) => {
            const next = event.target.value;
            void run(
              () => changeMemberRole(committee.id, m.userId, next),
              t("members.roleChanged", { name: m.name, role: t(`roles.${next}`) }),
            );
          }}
        >
          {COMMITTEE_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </select>
      ),
    },
    { header: t("members.since"), nowrap: true, cell: (m) => formatInstantDate(m.since) },
    {
      header: <span className="sr-only">{t("members.actions")}</span>,
      cell: (m) => (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            if (window.confirm(t("members.confirmRemove", { name: m.name, committee: committee.name })))
              void run(() => removeMember(committee.id, m.userId), t("members.removed", { name: m.name }));
          }}
        >
          {t("members.remove")}
          <span className="sr-only"> {m.name}</span>
        </Button>
      ),
    },
  ];

  return (
    <Card title={committee.name}>
      <p className={styles.meta}>
        {t("committee.buildings", { names: committee.buildings.map((b) => b.name).join(", ") })}
      </p>
      {committee.members.length === 0 ? (
        <p>{t("members.none")}</p>
      ) : (
        <DataTable
          label={t("members.tableLabel", { name: committee.name })}
          columns={columns}
          rows={committee.members}
          rowKey={(m) => m.userId}
        />
      )}
      <h3 className={styles.viewHeading}>{t("members.addTitle")}</h3>
      <form
        noValidate
        className={styles.inline}
        onSubmit={(event) => {
          event.preventDefault();
          setEmailError(undefined);
          if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
            return setEmailError(t("members.emailInvalid"));
          void run(
            async () => {
              await addMember(committee.id, email.trim(), role);
              setEmail("");
            },
            t("members.added", { email: email.trim() }),
          );
        }}
      >
        <div className={field.field}>
          <label htmlFor={emailId} className={field.label}>
            {t("members.emailLabel")}
          </label>
          <input
            id={emailId}
            type="email"
            className={field.input}
            autoComplete="off"
            value={email}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${emailId}-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FieldError id={`${emailId}-error`} message={emailError} />
        </div>
        <div className={field.field}>
          <label htmlFor={roleId} className={field.label}>
            {t("members.role")}
          </label>
          <select
            id={roleId}
            className={field.input}
            value={role}
            onChange={(event) => setRole(event.target.value)}
          >
            {COMMITTEE_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={busy}>
          {t("members.add")}
        </Button>
      </form>
      <Alert message={failed} />
      <Alert tone="success" message={done} />
      <h3 className={styles.viewHeading}>{t("allowance.title", { year })}</h3>
      {committee.buildings.map((building) => (
        <BuildingAllowance key={building.id} building={building} year={year} />
      ))}
    </Card>
  );
}

/** Staff: the residents' committees of their buildings, their members and roles, and each building's yearly allowance. */
export default function CommitteesStaffPage() {
  const { t } = useTranslation("staff-committees");
  usePageTitle(t("title"));
  const committees = useStaffCommittees();
  const year = Number(helsinkiToday().slice(0, 4));
  return (
    <>
      <PageHeader title={t("title")} lead={t("lead")} />
      {committees.isPending && <Loading />}
      {committees.isError && <LoadFailed text={t("loadFailed")} onRetry={() => void committees.refetch()} />}
      {committees.data?.length === 0 && <p>{t("none")}</p>}
      <div className={styles.stack}>
        {committees.data?.map((committee) => (
          <CommitteeCard key={committee.id} committee={committee} year={year} />
        ))}
      </div>
    </>
  );
}
