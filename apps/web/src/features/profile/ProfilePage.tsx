import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import type { Profile } from "@portal/schemas/profile";
import { AddressLines } from "../../components/ui/AddressLines.tsx";
import { Alert } from "../../components/ui/Alert.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { ErrorState } from "../../components/ui/ErrorState.tsx";
import { FactList, type Fact } from "../../components/ui/FactList.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { SideLayout } from "../../components/ui/SideLayout.tsx";
import { formatDate } from "../../lib/format.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useStepFocus } from "../../lib/useStepFocus.ts";
import { profileQueryOptions, useProfile } from "../../lib/session/profileQuery.ts";
import { ProfileForm } from "./components/ProfileForm.tsx";
import styles from "./ProfilePage.module.css";

// Seldom looked at: its code loads after the page's first render.
// The password change sits in the side column; its code follows the page's first render.
const PasswordChangeForm = lazy(() =>
  import("./components/PasswordChangeForm.tsx").then((m) => ({ default: m.PasswordChangeForm })),
);
const Viewings = lazy(() => import("./components/Viewings.tsx"));
// Only a change of email or number asks for a code: the step's code comes when it is needed.
const ContactCodeStep = lazy(() =>
  import("./components/ContactCodeStep.tsx").then((m) => ({ default: m.ContactCodeStep })),
);

type Done = "saved" | "emailChanged" | "phoneChanged" | "bothChanged" | "emailTaken";
/** The edit card's step; a new email's code comes first, then a new number's (`phone`). */
type Edit =
  | { step: "form"; done?: Done }
  | { step: "emailCode"; email: string; phone?: string | undefined }
  | { step: "phoneCode"; phone: string; emailDone?: boolean };

/** A change still waiting for its code (also after a phone sign-in) opens on its code step. */
function pendingStep(p: Profile): Edit {
  if (p.pendingEmail)
    return { step: "emailCode", email: p.pendingEmail, phone: p.pendingPhoneNumber ?? undefined };
  if (p.pendingPhoneNumber) return { step: "phoneCode", phone: p.pendingPhoneNumber };
  return { step: "form" };
}

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
  const [edit, setEdit] = useState<Edit>(() => pendingStep(p));
  const [formKey, setFormKey] = useState(0);
  const facts: Fact[] = [
    { label: t("name"), value: `${p.firstName} ${p.lastName}` },
    { label: t("customerNumber"), value: String(p.customerNumber) },
    { label: t("address"), value: <AddressLines address={p.contract.postalAddress} /> },
    { label: t("contractStart"), value: formatDate(p.contract.startDate) },
    { label: t("phone"), value: p.phoneNumber ?? t("noPhone") },
    { label: t("email"), value: p.email },
    { label: t("newsletter"), value: p.newsletter ? t("newsletterYes") : t("newsletterNo") },
  ];

  async function refresh(next: Edit) {
    await queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
    setFormKey((k) => k + 1);
    setEdit(next);
  }

  return (
    <>
      <PageHeader title={t("title")} lead={t("intro")} />
      <SideLayout
        sideLabel={t("password.title")}
        side={
          <Suspense fallback={<Loading />}>
            <Card aria-labelledby="profile-password" className={styles.focusable}>
              <PasswordChangeForm />
            </Card>
          </Suspense>
        }
      >
        {p.protectionOrder && (
          <Alert tone="info">
            <p>
              <strong>{t("protectionOrder.title")}</strong> {t("protectionOrder.text")}
            </p>
          </Alert>
        )}
        <Card title={t("details")}>
          <FactList facts={facts} />
          <p className={styles.note}>{t("nameNote")}</p>
        </Card>
        <Card aria-labelledby="profile-edit" className={styles.focusable}>
          {edit.step === "form" ? (
            <EditHeading done={edit.done} />
          ) : (
            <h2 id="profile-edit" className="sr-only">
              {t("edit.title")}
            </h2>
          )}
          {edit.step === "form" && (
            <ProfileForm
              key={formKey}
              initial={{ phoneNumber: p.phoneNumber ?? "", email: p.email, newsletter: p.newsletter }}
              signedInAt={p.signedInAt}
              onSaved={({ values, email, phone }) => {
                const newPhone = phone ? values.phoneNumber : undefined;
                if (email)
                  void refresh({
                    step: "emailCode",
                    email: values.email.trim().toLowerCase(),
                    phone: newPhone,
                  });
                else if (newPhone) void refresh({ step: "phoneCode", phone: newPhone });
                else void refresh({ step: "form", done: "saved" });
              }}
            />
          )}
          <Suspense fallback={<Loading />}>
            {edit.step === "emailCode" && (
              <ContactCodeStep
                kind="email"
                value={edit.email}
                resend={{
                  phoneNumber: p.phoneNumber ?? p.pendingPhoneNumber ?? "",
                  email: edit.email,
                  newsletter: p.newsletter,
                }}
                onConfirmed={() =>
                  void refresh(
                    edit.phone
                      ? { step: "phoneCode", phone: edit.phone, emailDone: true }
                      : { step: "form", done: "emailChanged" },
                  )
                }
                onTaken={() => void refresh({ step: "form", done: "emailTaken" })}
                onCancel={() => void refresh({ step: "form" })}
              />
            )}
            {edit.step === "phoneCode" && (
              <ContactCodeStep
                kind="phone"
                value={edit.phone}
                resend={{ phoneNumber: edit.phone, email: p.email, newsletter: p.newsletter }}
                onConfirmed={() =>
                  void refresh({ step: "form", done: edit.emailDone ? "bothChanged" : "phoneChanged" })
                }
                onTaken={() => void refresh({ step: "form" })}
                onCancel={() => void refresh({ step: "form" })}
              />
            )}
          </Suspense>
        </Card>
        <Card aria-labelledby="profile-viewings">
          <Suspense fallback={null}>
            <Viewings customerNumber={p.customerNumber} />
          </Suspense>
        </Card>
      </SideLayout>
    </>
  );
}

function EditHeading({ done }: { done: Done | undefined }) {
  const { t } = useTranslation("profile");
  const heading = useStepFocus<HTMLHeadingElement>(done ?? "form", !done);
  return (
    <>
      <h2 id="profile-edit" ref={heading} tabIndex={-1}>
        {t("edit.title")}
      </h2>
      <Alert tone={done === "emailTaken" ? "error" : "success"}>{done && <p>{t(`edit.${done}`)}</p>}</Alert>
    </>
  );
}
