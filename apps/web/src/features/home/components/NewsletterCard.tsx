import type { email as emailRule } from "@portal/schemas/contact";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button.tsx";
import { Card } from "../../../components/ui/Card.tsx";
import { FieldError } from "../../../components/ui/FieldError.tsx";
import { newsletterUrl } from "../../../lib/content/residentActivity.ts";
import fieldStyles from "../../../components/ui/TextField.module.css";
import styles from "./NewsCard.module.css";

type EmailSchema = typeof emailRule;
const loadEmailSchema = () => import("@portal/schemas/contact").then((module) => module.email);

/**
 * The resident-activity newsletter: the sign-up itself is on that site, so submitting opens it in a
 * new tab with the names and email filled in. Only the email is checked here, with the shared rule.
 */
export function NewsletterCard() {
  const { t } = useTranslation(["home", "validation"]);
  const id = useId();
  const [values, setValues] = useState({ firstName: "", lastName: "", email: "" });
  const [error, setError] = useState<string>();
  const schema = useRef<EmailSchema>(undefined);
  useEffect(() => {
    void loadEmailSchema().then((loaded) => (schema.current = loaded));
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = (schema.current ??= await loadEmailSchema()).safeParse(values.email);
    if (!email.success) {
      const key =
        email.error.issues[0]?.message === "validation.required" ? "required.email" : "email.default";
      setError(t(`validation:${key}`));
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setError(undefined);
    window.open(newsletterUrl({ ...values, email: email.data }), "_blank", "noopener,noreferrer");
  };

  const field = (name: "firstName" | "lastName" | "email", type: string, autoComplete: string) => (
    <div className={fieldStyles.field}>
      <label htmlFor={`${id}-${name}`} className={fieldStyles.label}>
        {t(`newsletter.${name}`)}
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        autoComplete={autoComplete}
        className={fieldStyles.input}
        value={values[name]}
        maxLength={254}
        aria-invalid={name === "email" && error ? true : undefined}
        aria-describedby={name === "email" && error ? `${id}-error` : undefined}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
      {name === "email" && <FieldError id={`${id}-error`} message={error} />}
    </div>
  );

  return (
    <Card aria-labelledby={`${id}-title`} flat>
      <h2 id={`${id}-title`}>{t("newsletter.title")}</h2>
      <p>{t("newsletter.intro")}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
        {field("firstName", "text", "given-name")}
        {field("lastName", "text", "family-name")}
        {field("email", "email", "email")}
        <Button type="submit">
          {t("newsletter.submit")}
          <span className="sr-only"> {t("newsletter.newTab")}</span>
        </Button>
      </form>
    </Card>
  );
}
