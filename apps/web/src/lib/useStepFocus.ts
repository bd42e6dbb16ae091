import { useEffect, useRef, useState } from "react";

/**
 * Focus for the heading of a step that replaced the previous one, so screen-reader and keyboard
 * users start from the new step. The first step of a freshly opened page is left alone: the
 * layout already moves focus to the page.
 */
export function useStepFocus<T extends HTMLElement>(step: string, skipFirst = true) {
  const ref = useRef<T>(null);
  const first = useRef(skipFirst);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [step]);
  return ref;
}

/**
 * True once the page has left the step it opened on; from then on every new step's heading takes
 * focus (including a return to the first step, such as after cancel).
 */
export function useStepChanged(step: string): boolean {
  const [seen, setSeen] = useState({ first: step, moved: false });
  if (!seen.moved && step !== seen.first) setSeen({ first: seen.first, moved: true });
  return seen.moved || step !== seen.first;
}
