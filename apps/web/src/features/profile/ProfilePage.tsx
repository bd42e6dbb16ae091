import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import type { Profile } from "@portal/schemas/profile";
import { Alert } from "../../components/ui/Alert.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { ErrorState } from "../../components/ui/ErrorState.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { formatDate } from "../../lib/format.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useStepFocus } from "../../lib/useStepFocus.ts";
import { useProfile } from "../../lib/session/profileQuery.ts";
import type { ProfileUpdate } from "./api/updateProfile.ts";
import { EmailCodeStep } from "./components/EmailCodeStep.tsx";
import { ProfileForm } from "./components/ProfileForm.tsx";
import styles from "./ProfilePage.module.css";

type Edit = { step: "form"; saved?: "saved" | "emailChanged" } | { step: "emailCode"; values: ProfileUpdate };

export default function ProfilePage() {
  const { t } = useTranslation("profile");
  usePageTitle(t("title"));
  const profile = useProfile();

  if (profile.isPending) return <Loading />;
  if (profile.isError || !profile.data) return <ErrorState>{<p>{t("error")}</p>}</ErrorState>;
  return <ProfileView profile={profile.data} />;
}

function ProfileView({ profile: p }: { profile: Profile }) {
  const { t } = useTranslation("profile");
  const queryClient = useQueryClient();
  // A new address still waiting for its code (also after a phone sign-in) opens on the code step.
  const [edit, setEdit] = useState<Edit>(() =>
    p.pendingEmail
      ? {
          step: "emailCode",
          values: { phoneNumber: p.phoneNumber ?? "", email: p.pendingEmail, newsletter: p.newsletter },
        }
      : { step: "form" },
  );
  const [formKey, setFormKey] = useState(0);
  const a = p.contract.postalAddress;
  const rows: [string, string][] = [
    [t("name"), `${p.firstName} ${p.lastName}`],
    [
      t("address"),
      [a.streetAddressLine1, a.streetAddressLine2, `${a.postalCode} ${a.city}`].filter(Boolean).join(", "),
    ],
    [t("contractStart"), formatDate(p.contract.startDate)],
    [t("phone"), p.phoneNumber ?? t("noPhone")],
    [t("email"), p.email],
    [t("newsletter"), p.newsletter ? t("newsletterYes") : t("newsletterNo")],
  ];

  async function refresh(next: Edit) {
    await queryClient.invalidateQueries({ queryKey: ["profile"] });
    setFormKey((k) => k + 1);
    setEdit(next);
  }

  return (
    <>
      <h1>{t("title")}</h1>
      <p className={styles.intro}>{t("intro")}</p>
      {p.protectionOrder && (
        <Alert tone="info">
          <p>
            <strong>{t("protectionOrder.title")}</strong> {t("protectionOrder.text")}
          </p>
        </Alert>
      )}
      <div className={styles.grid}>
        <Card aria-labelledby="profile-details">
          <h2 id="profile-details">{t("details")}</h2>
          <dl className={styles.list}>
            {rows.map(([label, value]) => (
              <div key={label} className={styles.row}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.note}>{t("nameNote")}</p>
        </Card>
        <Card aria-labelledby="profile-edit">
          {edit.step === "form" ? (
            <EditHeading saved={edit.saved} />
          ) : (
            <h2 id="profile-edit" className={styles.visuallyHidden}>
              {t("edit.title")}
            </h2>
          )}
          {edit.step === "form" ? (
            <ProfileForm
              key={formKey}
              initial={{ phoneNumber: p.phoneNumber ?? "", email: p.email, newsletter: p.newsletter }}
              onSaved={(values, emailConfirmationRequired) =>
                void refresh(
                  emailConfirmationRequired
                    ? { step: "emailCode", values }
                    : { step: "form", saved: "saved" },
                )
              }
            />
          ) : (
            <EmailCodeStep
              values={edit.values}
              onConfirmed={() => void refresh({ step: "form", saved: "emailChanged" })}
              onCancel={() => void refresh({ step: "form" })}
            />
          )}
        </Card>
      </div>
    </>
  );
}

function EditHeading({ saved }: { saved: "saved" | "emailChanged" | undefined }) {
  const { t } = useTranslation("profile");
  const heading = useStepFocus<HTMLHeadingElement>(saved ?? "form", !saved);
  return (
    <>
      <h2 id="profile-edit" ref={heading} tabIndex={-1}>
        {t("edit.title")}
      </h2>
      <Alert tone="success">
        {saved && <p>{t(saved === "saved" ? "edit.saved" : "edit.emailChanged")}</p>}
      </Alert>
    </>
  );
}
