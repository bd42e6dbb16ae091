import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/ui/Button.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { pageFromQuery } from "../../../components/ui/Pagination.tsx";
import { paths } from "../../../lib/paths.ts";
import { EXTERNAL_EVENTS_SEGMENT, listPath } from "../paths.ts";
import { usePageTitle } from "../../../lib/usePageTitle.ts";
import { useEvents } from "../api/feedQueries.ts";
import { FeedList } from "../components/FeedList.tsx";
import type { EventAudience } from "@portal/schemas/notices.constants";

/**
 * Talon tapahtumat (the building's events) and Asukastapahtumat (the residents' events), 12 a
 * page, the page in `eventPage`.
 */
export function EventsView({ audience }: { audience: EventAudience }) {
  const { t } = useTranslation("notices");
  usePageTitle(t(`events.${audience}.title`));
  const [query] = useSearchParams();
  const page = pageFromQuery(query.get("eventPage"));
  const events = useEvents(audience, page);
  return (
    <>
      <PageHeader
        title={t(`events.${audience}.title`)}
        lead={t(`events.${audience}.lead`)}
        actions={
          audience === "resident" && (
            <ButtonLink
              to={`${listPath(paths.residentEvents)}/${EXTERNAL_EVENTS_SEGMENT}`}
              variant="secondary"
            >
              {t("events.calendar")}
            </ButtonLink>
          )
        }
      />
      <FeedList feed={events} basePath={useLocation().pathname} param="eventPage" kind="events" />
    </>
  );
}
