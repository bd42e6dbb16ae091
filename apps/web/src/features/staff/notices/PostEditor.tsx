import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { StaffPost } from "@portal/schemas/notices";
import { EVENT_LOCATION_MAX, NOTICE_TEXT_MAX, NOTICE_TITLE_MAX } from "@portal/schemas/notices.constants";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonRow, SubmitButton } from "../../../components/ui/Button.tsx";
import { CheckboxField } from "../../../components/ui/CheckboxField.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { TextAreaField } from "../../../components/ui/TextAreaField.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { fieldError } from "../../../lib/fieldError.ts";
import { useSending } from "../../../lib/useSending.ts";
import { saveStaffPost, type PostKind } from "./api.ts";
import { fromLocalInput, toLocalInput } from "./dates.ts";
import styles from "./StaffNoticesPage.module.css";

/** The post's languages, each field marked with its own; Swedish is optional (read as the Finnish when empty). */
const POST_LANGUAGES = [
  { suffix: "Fi", legend: "editor.inFinnish", lang: "fi", required: true },
  { suffix: "Sv", legend: "editor.inSwedish", lang: "sv", required: false },
  { suffix: "En", legend: "editor.inEnglish", lang: "en", required: true },
] as const;

export type Building = { id: string; name: string };

type Values = {
  titleFi: string;
  titleEn: string;
  titleSv: string;
  textFi: string;
  textEn: string;
  textSv: string;
  buildingIds: string[];
  publishAt: string;
  expiresAt: string;
  urgent: boolean;
  audience: "building" | "resident";
  startsAt: string;
  endsAt: string;
  location: string;
};

/** The form's field of each path the schema and the server name ("title.fi" → titleFi). */
const FIELD_OF: Record<string, keyof Values> = {
  "title.fi": "titleFi",
  "title.en": "titleEn",
  "text.fi": "textFi",
  "text.en": "textEn",
  "title.sv": "titleSv",
  "text.sv": "textSv",
  title: "titleFi",
  text: "textFi",
  buildingIds: "buildingIds",
  publishAt: "publishAt",
  expiresAt: "expiresAt",
  urgent: "urgent",
  audience: "audience",
  startsAt: "startsAt",
  endsAt: "endsAt",
  location: "location",
};

function valuesOf(post: StaffPost | null): Values {
  return {
    titleFi: post?.title.fi ?? "",
    titleEn: post?.title.en ?? "",
    titleSv: post?.title.sv ?? "",
    textFi: post?.text.fi ?? "",
    textEn: post?.text.en ?? "",
    textSv: post?.text.sv ?? "",
    buildingIds: post?.buildingIds ?? [],
    publishAt: post ? toLocalInput(post.publishAt) : "",
    expiresAt: post?.expiresAt ? toLocalInput(post.expiresAt) : "",
    urgent: post?.urgent ?? false,
    audience: post?.audience ?? "building",
    startsAt: post?.startsAt ? toLocalInput(post.startsAt) : "",
    endsAt: post?.endsAt ? toLocalInput(post.endsAt) : "",
    location: post?.location ?? "",
  };
}

/** The body the shared schema reads, from the form's values. */
function bodyOf(kind: PostKind, v: Values): Record<string, unknown> {
  const common = {
    title: { fi: v.titleFi, sv: v.titleSv, en: v.titleEn },
    text: { fi: v.textFi, sv: v.textSv, en: v.textEn },
    buildingIds: v.buildingIds,
    ...(v.publishAt ? { publishAt: fromLocalInput(v.publishAt) } : {}),
    expiresAt: v.expiresAt ? fromLocalInput(v.expiresAt) : null,
  };
  if (kind === "notice") return { ...common, urgent: v.urgent };
  return {
    ...common,
    audience: v.audience,
    ...(v.startsAt ? { startsAt: fromLocalInput(v.startsAt) } : {}),
    endsAt: v.endsAt ? fromLocalInput(v.endsAt) : null,
    location: v.location.trim() === "" ? null : v.location,
  };
}

/**
 * Writing or changing a notice or an event: title and text in Finnish and English (the text with
 * simple HTML markup, which the server sanitises), the buildings it is for, when it is published and
 * when it expires; a notice may be urgent (also a site bulletin), an event has its audience, time
 * and place. Checked with the shared schema before sending and by the server after.
 */
export default function PostEditor({
  kind,
  post,
  buildings,
  onDone,
}: {
  kind: PostKind;
  post: StaffPost | null;
  buildings: Building[];
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation("staff", { keyPrefix: "notices" });
  const { t: tv } = useTranslation("validation");
  const { busy, error, send } = useSending({ stayBusy: false });
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<Values>({
    values: valuesOf(post),
  });
  const err = (name: keyof Values) => fieldError(tv, formState.errors[name]?.message, name);

  const showIssues = (fields: Record<string, string>) => {
    let shown = false;
    for (const [path, message] of Object.entries(fields)) {
      const name = FIELD_OF[path] ?? FIELD_OF[path.split(".")[0]!];
      if (name) {
        setError(name, { type: "server", message });
        shown = true;
      }
    }
    return shown;
  };

  async function submit(values: Values) {
    clearErrors();
    const body = bodyOf(kind, values);
    const { staffNoticeBody, staffEventBody } = await import("@portal/schemas/notices");
    const checked = (kind === "notice" ? staffNoticeBody : staffEventBody).safeParse(body);
    if (!checked.success) {
      showIssues(
        Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join("."), issue.message])),
      );
      return;
    }
    await send(
      async () => {
        await saveStaffPost(kind, post, body);
        onDone(t(post ? "editor.changed" : "editor.created", { title: values.titleFi }));
      },
      (failure) => {
        if (failure.status === 400 && showIssues(failure.fields)) return;
        // Someone saved a change after this form was filled: theirs stays, this one is not taken.
        if (failure.status === 409) return t(`editor.stale.${kind}`);
        return t("editor.failed");
      },
    );
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className={styles.editor}>
      <div className={styles.languages}>
        {POST_LANGUAGES.map(({ suffix, legend, lang, required }) => (
          <fieldset key={suffix}>
            <legend>{t(legend)}</legend>
            <TextField
              label={t("editor.title")}
              required={required}
              maxLength={NOTICE_TITLE_MAX}
              error={err(`title${suffix}`)}
              registration={register(`title${suffix}`)}
              lang={lang}
            />
            <TextAreaField
              label={t("editor.text")}
              hint={t("editor.textHint")}
              required={required}
              rows={8}
              maxLength={NOTICE_TEXT_MAX}
              error={err(`text${suffix}`)}
              registration={register(`text${suffix}`)}
              lang={lang}
            />
          </fieldset>
        ))}
      </div>
      <fieldset aria-describedby={err("buildingIds") ? "post-buildings-error" : undefined}>
        <legend>{t("editor.buildings")}</legend>
        {buildings.map((building) => (
          <CheckboxField
            key={building.id}
            label={building.name}
            registration={register("buildingIds")}
            value={building.id}
          />
        ))}
        {err("buildingIds") && (
          <p id="post-buildings-error" className={styles.error}>
            {err("buildingIds")}
          </p>
        )}
      </fieldset>
      {kind === "event" && (
        <>
          <SelectField
            label={t("editor.audience")}
            required
            options={[
              { value: "building", label: t("audience.building") },
              { value: "resident", label: t("audience.resident") },
            ]}
            error={err("audience")}
            registration={register("audience")}
          />
          <div className={styles.dates}>
            <TextField
              type="datetime-local"
              label={t("editor.startsAt")}
              required
              error={err("startsAt")}
              registration={register("startsAt")}
            />
            <TextField
              type="datetime-local"
              label={t("editor.endsAt")}
              error={err("endsAt")}
              registration={register("endsAt")}
            />
          </div>
          <TextField
            label={t("editor.location")}
            maxLength={EVENT_LOCATION_MAX}
            error={err("location")}
            registration={register("location")}
          />
        </>
      )}
      <div className={styles.dates}>
        <TextField
          type="datetime-local"
          label={t("editor.publishAt")}
          hint={t("editor.publishAtHint")}
          error={err("publishAt")}
          registration={register("publishAt")}
        />
        <TextField
          type="datetime-local"
          label={t("editor.expiresAt")}
          hint={t("editor.expiresAtHint")}
          error={err("expiresAt")}
          registration={register("expiresAt")}
        />
      </div>
      {kind === "notice" && <CheckboxField label={t("editor.urgent")} registration={register("urgent")} />}
      <Alert message={error} />
      <ButtonRow>
        <SubmitButton busy={busy}>{t(post ? "editor.save" : "editor.publish")}</SubmitButton>
        <Button variant="secondary" onClick={() => onDone("")}>
          {t("editor.cancel")}
        </Button>
      </ButtonRow>
    </form>
  );
}
