import { useLocation, useParams } from "react-router";
import { paths } from "../../lib/paths.ts";
import { DocumentsView } from "./views/DocumentsView.tsx";
import { EventsView } from "./views/EventsView.tsx";
import { ExternalEventsView } from "./views/ExternalEventsView.tsx";
import { FeedItemView } from "./views/FeedItemView.tsx";
import { NoticesView } from "./views/NoticesView.tsx";
import { EXTERNAL_EVENTS_SEGMENT, listPath } from "./paths.ts";

/**
 * Notices, events and documents of the tenant's building: one page module for all their routes,
 * so they load as one small chunk and the route table stays short. A list's route also serves its
 * detail pages (`/taloni/tiedotteet/*`: the rest of the path is the id), and the residents'
 * events serve the embedded external calendar at `…/kalenteri`.
 */
export default function NoticesPage() {
  const rest = useParams()["*"] ?? "";
  const { pathname } = useLocation();
  const under = (route: string) => pathname.startsWith(listPath(route));
  if (under(paths.documents)) return <DocumentsView />;
  const audience = under(paths.buildingEvents) ? "building" : under(paths.residentEvents) ? "resident" : null;
  if (audience === "resident" && rest === EXTERNAL_EVENTS_SEGMENT) return <ExternalEventsView />;
  if (rest !== "") return <FeedItemView key={rest} kind={audience ? "event" : "notice"} id={rest} />;
  return audience ? <EventsView audience={audience} /> : <NoticesView />;
}
