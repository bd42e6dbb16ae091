import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { StaffMember, StaffMemberUpdateRequest } from "@portal/schemas/staff";
import { PERMISSIONS } from "@portal/schemas/staff.constants";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { TableScroll } from "../../components/ui/TableScroll.tsx";
import { formatInstantDate, formatInstantTime } from "../../lib/instant.ts";
import { useSessionInfo } from "../../lib/session/sessionQuery.ts";
import { staffKey } from "../../lib/staff/staffMeQuery.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import page from "../../components/ui/Page.module.css";
import { lockedTenantsKey, unlockTenant, useLockedTenants } from "./api/lockedTenantsQuery.ts";
import { updateStaffMember, useStaffMembers } from "./api/staffMembersQuery.ts";
import { MemberEditor } from "./components/MemberEditor.tsx";
import styles from "./StaffPages.module.css";

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

  return (
    <>
      <h1>{t("staff:members.title")}</h1>
      <p className={page.intro}>{t("staff:members.intro")}</p>
      <Alert tone="success" message={done} />
      <div className={page.stack}>
        <Card aria-label={t("staff:members.tableLabel")}>
          {members.isPending ? (
            <Loading />
          ) : members.isError ? (
            <LoadFailed text={t("staff:members.loadFailed")} onRetry={() => void members.refetch()} />
          ) : (
            <TableScroll label={t("staff:members.tableLabel")}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t("staff:members.name")}</th>
                    <th scope="col">{t("staff:members.email")}</th>
                    <th scope="col">{t("staff:members.roles")}</th>
                    <th scope="col">{t("staff:members.buildings")}</th>
                    <th scope="col">{t("staff:members.actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {members.data.members.map((member) => (
                    <tr key={member.id}>
                      <th scope="row">
                        {member.name}
                        {!member.active && (
                          <span className={styles.muted}> ({t("staff:members.inactive")})</span>
                        )}
                      </th>
                      <td>{member.email}</td>
                      <td>{member.roles.map((role) => t(`staff:roles.${role}`)).join(", ")}</td>
                      <td>
                        {member.allBuildings ? (
                          t("staff:members.allBuildings")
                        ) : (
                          <ul>
                            {member.buildings.map((b) => (
                              <li key={b.id}>{b.name}</li>
                            ))}
                          </ul>
                        )}
                      </td>
                      <td>
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
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
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
          <Card aria-labelledby="locked-heading">
            <h2 id="locked-heading">{t("staff:members.locked.title")}</h2>
            <p>{t("staff:members.locked.intro")}</p>
            <Alert message={unlockFailed} />
            {locked.isPending ? (
              <Loading />
            ) : locked.isError ? (
              <LoadFailed text={t("staff:members.locked.loadFailed")} onRetry={() => void locked.refetch()} />
            ) : locked.data.tenants.length === 0 ? (
              <p>{t("staff:members.locked.none")}</p>
            ) : (
              <TableScroll label={t("staff:members.locked.tableLabel")}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t("staff:members.name")}</th>
                      <th scope="col">{t("staff:members.email")}</th>
                      <th scope="col">{t("staff:members.locked.lockedAt")}</th>
                      <th scope="col">{t("staff:members.actions")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {locked.data.tenants.map((tenant) => (
                      <tr key={tenant.id}>
                        <th scope="row">{tenant.name}</th>
                        <td>{tenant.email}</td>
                        <td>
                          {formatInstantDate(tenant.lockedAt)} {formatInstantTime(tenant.lockedAt)}
                        </td>
                        <td>
                          <Button
                            variant="secondary"
                            aria-label={t("staff:members.locked.unlockOf", { name: tenant.name })}
                            onClick={() => void unlock(tenant)}
                          >
                            {t("staff:members.locked.unlock")}
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
          </Card>
        )}
      </div>
    </>
  );
}
