import { ConfirmView } from "./views/ConfirmView.tsx";
import { FormView } from "./views/FormView.tsx";
import { ListView } from "./views/ListView.tsx";
import { ModerationView } from "./views/ModerationView.tsx";
import { NoticeView } from "./views/NoticeView.tsx";

const VIEWS = {
  list: ListView,
  write: FormView,
  notice: NoticeView,
  confirm: ConfirmView,
  moderate: ModerationView,
};

/**
 * The apartment exchange's routes share one page module (the manifest's `view` prop): the list,
 * the notice form, one notice, the mailed confirmation link and the staff's moderation. Every page
 * module costs each route of the portal a line of the router's table, so the exchange keeps to one.
 */
export default function ExchangePage({ view }: { view: keyof typeof VIEWS }) {
  const View = VIEWS[view];
  return <View />;
}
