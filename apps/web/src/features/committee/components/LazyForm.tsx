import { lazy, Suspense, useEffect, type ComponentProps } from "react";
import { Loading } from "../../../components/ui/Loading.tsx";
import i18n from "../../../lib/i18n.ts";

/**
 * The form with its catalog, loaded after the page's first render: it arrives while the page
 * checks the membership or reads the saved form, so the page itself stays small (the per-route
 * budget) and the form seldom waits.
 */
export const loadCommitteeForm = () =>
  Promise.all([import("./CommitteeForm.tsx"), i18n.loadNamespaces(["committee-form"])]).then(
    ([module]) => module,
  );

const CommitteeForm = lazy(loadCommitteeForm);

/** Starts loading the form at once, before the page's reads answer. */
export function usePreloadCommitteeForm() {
  useEffect(() => void loadCommitteeForm().catch(() => undefined), []);
}

export function LazyCommitteeForm(props: ComponentProps<typeof CommitteeForm>) {
  return (
    <Suspense fallback={<Loading />}>
      <CommitteeForm {...props} />
    </Suspense>
  );
}
