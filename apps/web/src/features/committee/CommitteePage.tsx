import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { FactList } from "../../components/ui/FactList.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { Notice } from "../../components/ui/Notice.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { SideLayout, Stack } from "../../components/ui/SideLayout.tsx";
import { formatMoney } from "../../lib/format.ts";
import { menuPaths } from "../../lib/paths.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useCommittee } from "./api/committeeQuery.ts";
import type { Committee } from "./api/types.ts";
import { CommitteeContent } from "./components/CommitteeContent.tsx";
import { FORM_TYPES, FORMS } from "./model.ts";
import styles from "./committee.module.css";

const FORMS_ID = "committee-forms";

function Allowance({ allowance }: { allowance: Committee["allowance"] }) {
  const { t } = useTranslation("committee");
  return (
    <Card title={t("allowance.title", { year: allowance.year })} flat>
      <FactList
        stacked
        facts={[
          { label: t("allowance.total"), value: formatMoney(allowance.allowanceCents) },
          { label: t("allowance.used"), value: formatMoney(allowance.usedCents) },
          { label: t("allowance.left"), value: formatMoney(allowance.leftCents) },
          ...(allowance.overCents > 0
            ? [{ label: t("allowance.over"), value: formatMoney(allowance.overCents) }]
            : []),
        ]}
      />
      <p className={styles.small}>{t("allowance.note")}</p>
    </Card>
  );
}

/**
 * The resident committee: what it is (the content service's page), the six forms for its members
 * with a button down to them, and the committee's yearly activity allowance. A tenant who is not a
 * member is told how to join instead of being offered the forms.
 */
export default function CommitteePage() {
  const { t } = useTranslation(["committee", "common"]);
  usePageTitle(t("page.title"));
  const committee = useCommittee();
  const mine = committee.data ?? null;
  const member = mine !== null;

  return (
    <>
      <PageHeader
        title={t("page.title")}
        lead={t("page.lead")}
        actions={
          member && (
            <Button
              variant="secondary"
              onClick={() => {
                const target = document.getElementById(FORMS_ID);
                target?.scrollIntoView({ behavior: "smooth", block: "start" });
                target?.focus({ preventScroll: true });
              }}
            >
              {t("page.toForms")}
            </Button>
          )
        }
      />
      <SideLayout
        sideLabel={t("page.side")}
        side={
          <Stack>
            {mine && <Allowance allowance={mine.allowance} />}
            <Card title={t("page.ownFormsTitle")} flat>
              <p>{t("page.ownFormsText")}</p>
              <p>
                <Link to={menuPaths.ownForms}>{t("page.ownFormsLink")}</Link>
              </p>
            </Card>
          </Stack>
        }
      >
        <Stack>
          <Card aria-label={t("page.aboutLabel")}>
            <CommitteeContent />
          </Card>
          {committee.isPending && <Loading />}
          {committee.isError && (
            <LoadFailed text={t("page.committeeFailed")} onRetry={() => void committee.refetch()} />
          )}
          {committee.isSuccess && !member && (
            <Notice title={t("join.title")}>
              <p>{t("join.text")}</p>
              <p>{t("join.forms")}</p>
            </Notice>
          )}
          {mine && (
            <section
              id={FORMS_ID}
              tabIndex={-1}
              aria-labelledby={`${FORMS_ID}-title`}
              className={styles.forms}
            >
              <h2 id={`${FORMS_ID}-title`} className={styles.formsTitle}>
                {t("page.formsTitle")}
              </h2>
              <p className={styles.small}>
                {t("page.memberOf", { name: mine.name, role: t(`roles.${mine.role}`) })}
              </p>
              <ul className={styles.cards}>
                {FORM_TYPES.map((type) => (
                  <li key={type} className={styles.card}>
                    <h3 className={styles.cardTitle}>
                      <Link to={`${menuPaths.committee}/${FORMS[type].slug}`} className={styles.cardLink}>
                        {t(`forms.${type}.title`)}
                      </Link>
                    </h3>
                    <p>{t(`forms.${type}.card`)}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </Stack>
      </SideLayout>
    </>
  );
}
