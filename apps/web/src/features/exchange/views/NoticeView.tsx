import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ButtonLink } from "../../../components/ui/Button.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { FactList } from "../../../components/ui/FactList.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { PhoneLink } from "../../../components/ui/PhoneLink.tsx";
import { SideLayout } from "../../../components/ui/SideLayout.tsx";
import { apiFailure } from "../../../lib/apiFailure.ts";
import { formatInstantDate } from "../../../lib/format.ts";
import { paths } from "../../../lib/paths.ts";
import { usePageTitle } from "../../../lib/usePageTitle.ts";
import { useNotice } from "../api/noticeQuery.ts";
import { ApplicationForm } from "../components/ApplicationForm.tsx";
import { apartmentFacts, apartmentLine, wishFacts } from "../components/labels.ts";
import styles from "../Exchange.module.css";

/** One exchange notice: the apartment, the description, the wish, the contact details and the application. */
export function NoticeView() {
  const { t } = useTranslation("exchange");
  const { id = "" } = useParams();
  const notice = useNotice(id);
  const title = notice.data ? apartmentLine(t, notice.data.apartment) : t("notice.title");
  usePageTitle(title);
  const missing = notice.isError && apiFailure(notice.error).status === 404;

  return (
    <>
      <PageHeader
        title={title}
        lead={
          notice.data?.publishedAt
            ? t("list.published", { date: formatInstantDate(notice.data.publishedAt) })
            : undefined
        }
        actions={
          <ButtonLink variant="secondary" to={paths.exchange}>
            {t("notice.back")}
          </ButtonLink>
        }
        print={
          notice.data
            ? { label: t("notice.print"), printedOn: formatInstantDate(new Date().toISOString()) }
            : undefined
        }
      />
      {notice.isPending && <Loading />}
      {missing && <p>{t("notice.missing")}</p>}
      {notice.isError && !missing && (
        <LoadFailed text={t("notice.loadFailed")} onRetry={() => void notice.refetch()} />
      )}
      {notice.data && (
        <SideLayout
          sideLabel={t("notice.contactTitle")}
          side={
            notice.data.contact && (
              <Card title={t("notice.contactTitle")} flat>
                <FactList
                  stacked
                  facts={[
                    { label: t("form.name"), value: notice.data.contact.name },
                    ...(notice.data.contact.phone
                      ? [{ label: t("form.phone"), value: <PhoneLink number={notice.data.contact.phone} /> }]
                      : []),
                    ...(notice.data.contact.email
                      ? [
                          {
                            label: t("form.email"),
                            value: (
                              <a href={`mailto:${notice.data.contact.email}`}>{notice.data.contact.email}</a>
                            ),
                          },
                        ]
                      : []),
                  ]}
                />
              </Card>
            )
          }
        >
          <div className={styles.list}>
            <Card title={t("notice.apartment")}>
              <FactList facts={apartmentFacts(t, notice.data.apartment)} />
              <p className={styles.text}>{notice.data.description}</p>
            </Card>
            <Card title={t("notice.wish")}>
              <FactList facts={wishFacts(t, notice.data.wish)} />
              {notice.data.wish.text && <p className={styles.text}>{notice.data.wish.text}</p>}
            </Card>
            {!notice.data.own && (
              <Card title={t("apply.title")}>
                <ApplicationForm noticeId={notice.data.id} />
              </Card>
            )}
          </div>
        </SideLayout>
      )}
    </>
  );
}
