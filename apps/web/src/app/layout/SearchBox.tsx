import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { searchPath } from "../../lib/searchPath.ts";
import styles from "./SearchBox.module.css";

/** The header's search: a labelled field whose submit opens /haku/<query>. */
export function SearchBox({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState("");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = value.trim();
    if (query === "") return;
    void navigate(searchPath(query));
  };
  return (
    <form role="search" className={[styles.form, className ?? ""].join(" ")} onSubmit={submit}>
      <label htmlFor={id} className="sr-only">
        {t("searchBox.label")}
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={value}
        maxLength={200}
        placeholder={t("searchBox.placeholder")}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className={styles.button}>
        {t("searchBox.submit")}
      </button>
    </form>
  );
}
