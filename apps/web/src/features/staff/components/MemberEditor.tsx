import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { StaffMember, StaffMemberUpdateRequest } from "@portal/schemas/staff";
import { STAFF_ROLES, type StaffRole } from "@portal/schemas/staff.constants";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonRow, SubmitButton } from "../../../components/ui/Button.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { useSending } from "../../../lib/useSending.ts";
import styles from "../StaffPages.module.css";

type Props = {
  member: StaffMember;
  buildings: { id: string; name: string }[];
  onSave: (change: StaffMemberUpdateRequest) => Promise<void>;
  onClose: () => void;
};

/** One staff member's roles and buildings, as checkboxes; saved as a whole. */
export function MemberEditor({ member, buildings, onSave, onClose }: Props) {
  const { t } = useTranslation(["staff", "common"]);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const [allBuildings, setAllBuildings] = useState(member.allBuildings);
  const [buildingIds, setBuildingIds] = useState<string[]>(member.buildings.map((b) => b.id));
  const { busy, error, send } = useSending({ stayBusy: false });

  // The editor opens below the list: the keyboard and the screen reader start from its heading.
  useEffect(() => heading.current?.focus(), [member.id]);

  const toggle = <T,>(list: T[], value: T, on: boolean) =>
    on ? [...list, value] : list.filter((item) => item !== value);

  function submit(event: FormEvent) {
    event.preventDefault();
    void send(
      () => onSave({ roles, allBuildings, buildingIds: allBuildings ? [] : buildingIds }),
      (failure) => {
        if (failure.code === "OWN_ADMIN_ROLE") return t("staff:members.errors.OWN_ADMIN_ROLE");
        if (failure.code === "LAST_ADMIN") return t("staff:members.errors.LAST_ADMIN");
        if (failure.fields.roles) return t("staff:members.errors.noRole");
        if (failure.fields.buildingIds) return t("staff:members.errors.invalidBuildings");
        return t("staff:members.errors.general");
      },
    );
  }

  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t("staff:members.editTitle", { name: member.name })}
      </h2>
      <form className={styles.editor} onSubmit={submit} noValidate>
        <fieldset>
          <legend>{t("staff:members.rolesLegend")}</legend>
          <div className={styles.choices}>
            {STAFF_ROLES.map((role) => (
              <label key={role} className={styles.choice}>
                <input
                  type="checkbox"
                  name="roles"
                  value={role}
                  checked={roles.includes(role)}
                  onChange={(e) => setRoles(toggle(roles, role, e.target.checked))}
                />
                {t(`staff:roles.${role}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t("staff:members.buildingsLegend")}</legend>
          <label className={styles.choice}>
            <input
              type="checkbox"
              name="allBuildings"
              checked={allBuildings}
              onChange={(e) => setAllBuildings(e.target.checked)}
            />
            {t("staff:members.allBuildings")}
          </label>
          {!allBuildings && (
            <div className={styles.choices}>
              {buildings.map((b) => (
                <label key={b.id} className={styles.choice}>
                  <input
                    type="checkbox"
                    name="buildingIds"
                    value={b.id}
                    checked={buildingIds.includes(b.id)}
                    onChange={(e) => setBuildingIds(toggle(buildingIds, b.id, e.target.checked))}
                  />
                  {b.name}
                </label>
              ))}
            </div>
          )}
        </fieldset>
        <Alert message={error} />
        <ButtonRow>
          <SubmitButton busy={busy}>{t("staff:members.save")}</SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            {t("common:cancel")}
          </Button>
        </ButtonRow>
      </form>
    </Card>
  );
}
