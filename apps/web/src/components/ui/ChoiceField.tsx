import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import styles from "./ChoiceField.module.css";

type Props = {
  legend: string;
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
};

/** A question answered by one of a few choices (yes / no): radio buttons in a fieldset, side by side. */
export function ChoiceField({ legend, registration, options }: Props) {
  const id = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <span key={option.value} className={styles.option}>
            <input
              id={`${id}-${option.value}`}
              type="radio"
              value={option.value}
              className={styles.radio}
              {...registration}
            />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </span>
        ))}
      </div>
    </fieldset>
  );
}
