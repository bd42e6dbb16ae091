import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { MAX_FILES } from "@portal/schemas/faults.constants";
import { isAcceptableFile, isPreviewable } from "../../lib/faults/files.ts";
import { FieldError } from "../ui/FieldError.tsx";
import field from "../ui/TextField.module.css";
import styles from "./AttachmentPicker.module.css";

type Props = {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** One file more than `max`: the form tells the tenant (the fault report's toast). */
  onTooMany: () => void;
  /** How many files the form takes (a fault report's 3 by default). */
  max?: number;
  /** The server's word on the files, already translated. */
  error?: string | undefined;
};

/** A thumbnail of a chosen image, from an object URL that lives as long as the preview. */
function Thumbnail({ file }: { file: File }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const href = URL.createObjectURL(file);
    if (image.current) image.current.src = href;
    return () => URL.revokeObjectURL(href);
  }, [file]);
  // The file's name is written beside it, so the picture itself says nothing more.
  return <img ref={image} alt="" className={styles.thumb} />;
}

/** A short tag for a file the browser cannot show (a PDF, a HEIC photo): its kind from the name. */
function fileBadge(file: File): string {
  if (file.type === "application/pdf") return "PDF";
  const extension = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1];
  return extension ? extension.toUpperCase() : "…";
}

/**
 * Up to `max` (3) photos or PDFs, each checked here by its first bytes and size before it is kept: one bad
 * file clears the whole choice with the invalid-file error, a fourth file only shows the toast.
 */
export function AttachmentPicker({ files, onChange, onTooMany, error, max = MAX_FILES }: Props) {
  const { t } = useTranslation(["faults", "validation"]);
  const id = useId();
  const [invalid, setInvalid] = useState(false);
  const shown = invalid ? t("validation:invalidFile.default") : error;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = [...(input.files ?? [])];
    if (chosen.length === 0) return;
    if (files.length + chosen.length > max) {
      input.value = "";
      onTooMany();
      return;
    }
    const checks = await Promise.all(chosen.map(isAcceptableFile));
    input.value = "";
    if (checks.includes(false)) {
      setInvalid(true);
      onChange([]);
      return;
    }
    setInvalid(false);
    onChange([...files, ...chosen]);
  }

  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {t("form.attachments")}
      </label>
      <p id={`${id}-hint`} className={field.hint}>
        {t("form.attachmentsHint", { count: max })}
      </p>
      {/* The browser's own picker is invisible over the box, which speaks the page's language. */}
      <div className={styles.drop}>
        <span className={styles.button} aria-hidden="true">
          {t("form.chooseFiles")}
        </span>
        <span className={styles.status} aria-hidden="true">
          {files.length > 0 ? t("form.filesChosen", { count: files.length }) : t("form.noFiles")}
        </span>
        <input
          id={id}
          type="file"
          multiple
          accept="image/*,application/pdf"
          className={styles.input}
          aria-invalid={shown ? true : undefined}
          aria-describedby={[`${id}-hint`, shown ? `${id}-error` : ""].join(" ").trim()}
          onChange={(event) => void choose(event)}
        />
      </div>
      <div role="alert">
        <FieldError id={`${id}-error`} message={shown} />
      </div>
      {files.length > 0 && (
        <ul className={styles.files} aria-label={t("form.chosenFiles")}>
          {files.map((file, index) => (
            <li key={`${index}-${file.name}`} className={styles.file}>
              {isPreviewable(file) ? (
                <Thumbnail file={file} />
              ) : (
                <span className={styles.pdf} aria-hidden="true">
                  {fileBadge(file)}
                </span>
              )}
              <span className={styles.name}>{file.name}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={`${t("form.remove")} ${file.name}`}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                {t("form.remove")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
