import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { LockedTenantsResponse, StaffMember, StaffMemberUpdateRequest } from "@portal/schemas/staff";
import { PERMISSIONS } from "@portal/schemas/staff.constants";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { DataTable, type Column } from "../../components/ui/DataTable.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { formatInstantDate, formatInstantTime } from "../../lib/instant.ts";
import { useSessionInfo } from "../../lib/session/sessionQuery.ts";
import { staffKey } from "../../lib/staff/staffMeQuery.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import page from "../../components/ui/Page.module.css";
import { lockedTenantsKey, unlockTenant, useLockedTenants } from "./api/lockedTenantsQuery.ts";
import { updateStaffMember, useStaffMembers } from "./api/staffMembersQuery.ts";
import { MemberEditor } from "./components/MemberEditor.tsx";
import styles from "./StaffPages.module.css";

type LockedTenant = LockedTenantsResponse["tenants"][number];

/** The administrator's console: staff members' roles and buildings, and locked tenant accounts. */
export default function StaffMembersPage() {
  const { t } = useTranslation(["staff", "common"]);
  usePageTitle(t("staff:members.title"));
  const client = useQueryClient();
  const session = useSessionInfo();
  const members = useStaffMembers();
  const mayUnlock = session.data?.permissions.includes(PERMISSIONS.tenantsUnlock) ?? false;
  const locked = useLockedTenants(mayUnlock);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [done, setDone] = useState<string>();
  const [unlockFailed, setUnlockFailed] = useState<string>();

  async function save(member: StaffMember, change: StaffMemberUpdateRequest) {
    await updateStaffMember(member.id, change);
    // Every staff read (one's own roles included) may have changed.
    await client.invalidateQueries({ queryKey: staffKey });
    setEditing(null);
    setDone(t("staff:members.saved", { name: member.name }));
  }

  async function unlock(tenant: { id: string; name: string }) {
    setUnlockFailed(undefined);
    try {
      await unlockTenant(tenant.id);
      await client.invalidateQueries({ queryKey: lockedTenantsKey });
      setDone(t("staff:members.locked.unlocked", { name: tenant.name }));
    } catch {
      setUnlockFailed(t("staff:members.locked.failed"));
    }
  }

  const memberColumns: Column<StaffMember>[] = [
    {
      header: t("staff:members.name"),
      rowHeader: true,
      cell: (member) => (
        <>
          {member.name}
          {!member.active && <span className={styles.muted}> ({t("staff:members.inactive")})</span>}
        </>
      ),
    },
    { header: t("staff:members.email"), cell: (member) => member.email },
    {
      header: t("staff:members.roles"),
      cell: (member) => member.roles.map((role) => t(`staff:roles.${role}`)).join(", "),
    },
    {
      header: t("staff:members.buildings"),
      cell: (member) =>
        member.allBuildings ? (
          t("staff:members.allBuildings")
        ) : (
          <ul className={styles.plainList}>
            {member.buildings.map((b) => (
              <li key={b.id}>{b.name}</li>
            ))}
          </ul>
        ),
    },
    {
      header: t("staff:members.actions"),
      cell: (member) => (
        <Button
          variant="secondary"
          aria-label={t("staff:members.editOf", { name: member.name })}
          onClick={() => {
            setDone(undefined);
            setEditing(member);
          }}
        >
          {t("staff:members.edit")}
        </Button>
      ),
    },
  ];
  const lockedColumns: Column<LockedTenant>[] = [
    { header: t("staff:members.name"), rowHeader: true, cell: (tenant) => tenant.name },
    { header: t("staff:members.email"), cell: (tenant) => tenant.email },
    {
      header: t("staff:members.locked.lockedAt"),
      nowrap: true,
      cell: (tenant) => `${formatInstantDate(tenant.lockedAt)} ${formatInstantTime(tenant.lockedAt)}`,
    },
    {
      header: t("staff:members.actions"),
      cell: (tenant) => (
        <Button
          variant="secondary"
          aria-label={t("staff:members.locked.unlockOf", { name: tenant.name })}
          onClick={() => void unlock(tenant)}
        >
          {t("staff:members.locked.unlock")}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t("staff:members.title")} lead={t("staff:members.intro")} />
      <Alert tone="success" message={done} />
      <div className={page.stack}>
        <Card title={t("staff:members.tableLabel")}>
          {members.isPending ? (
            <Loading />
          ) : members.isError ? (
            <LoadFailed text={t("staff:members.loadFailed")} onRetry={() => void members.refetch()} />
          ) : (
            <DataTable
              label={t("staff:members.tableLabel")}
              columns={memberColumns}
              rows={members.data.members}
              rowKey={(member) => member.id}
            />
          )}
        </Card>
        {editing && members.data && (
          <MemberEditor
            key={editing.id}
            member={editing}
            buildings={members.data.buildings}
            onSave={(change) => save(editing, change)}
            onClose={() => setEditing(null)}
          />
        )}
        {mayUnlock && (
          <Card title={t("staff:members.locked.title")}>
            <p>{t("staff:members.locked.intro")}</p>
            <Alert message={unlockFailed} />
            {locked.isPending ? (
              <Loading />
            ) : locked.isError ? (
              <LoadFailed text={t("staff:members.locked.loadFailed")} onRetry={() => void locked.refetch()} />
            ) : locked.data.tenants.length === 0 ? (
              <p>{t("staff:members.locked.none")}</p>
            ) : (
              <DataTable
                label={t("staff:members.locked.tableLabel")}
                columns={lockedColumns}
                rows={locked.data.tenants}
                rowKey={(tenant) => tenant.id}
              />
            )}
          </Card>
        )}
      </div>
    </>
  );
}
