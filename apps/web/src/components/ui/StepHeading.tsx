import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useStepFocus } from "../../lib/useStepFocus.ts";
import styles from "./StepHeading.module.css";

type Props = { step: number; of: number; children: ReactNode; focusOnMount?: boolean };

/** "Step 2 of 5" and the step's heading, which takes focus when the step replaces another one. */
export function StepHeading({ step, of, children, focusOnMount = false }: Props) {
  const { t } = useTranslation("common");
  const ref = useStepFocus<HTMLHeadingElement>(String(step), !focusOnMount);
  return (
    <>
      <p className={styles.counter}>{t("steps.counter", { step, of })}</p>
      <h2 ref={ref} tabIndex={-1} className={styles.heading}>
        {children}
      </h2>
    </>
  );
}
