import { useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { DefectNoticeForm } from "@portal/schemas/faults";
import {
  AFFECTED_AREAS,
  ATTACHMENT_ERRORS,
  DEFECT_CLASSES,
  FAULT_DESCRIPTION_MAX,
  FAULT_TITLE_MAX,
  MAX_FILES,
  PETS_DESCRIPTION_MAX,
} from "@portal/schemas/faults.constants";
import { CONTRACT_ENDED } from "@portal/schemas/lease.constants";
import { Alert } from "../../../components/ui/Alert.tsx";
import { SubmitButton } from "../../../components/ui/Button.tsx";
import { ChoiceField } from "../../../components/ui/ChoiceField.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { TextAreaField } from "../../../components/ui/TextAreaField.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { PhoneField } from "../../../components/ui/TypedFields.tsx";
import { showFieldErrors } from "../../../lib/apiFailure.ts";
import { useEnterMovesToNextField } from "../../../lib/enterKey.ts";
import { fieldError } from "../../../lib/fieldError.ts";
import { currentLanguage } from "../../../lib/i18n.ts";
import { lazyResolver, useLazyResolver } from "../../../lib/lazyResolver.ts";
import { useSending } from "../../../lib/useSending.ts";
import { useCreateFaultReportMutation } from "../api/createFaultReport.ts";
import { AttachmentPicker } from "../../../components/faults/AttachmentPicker.tsx";

/** The form as typed: choices are text until the schema turns them into the report's values. */
type Values = {
  title: string;
  description: string;
  defectClass: string;
  affectedArea: string;
  hasPetsInApartment: "true" | "false";
  petsDescription: string;
  masterKeyAccessAllowed: "true" | "false";
  phone: string;
  language: string;
};

const resolver = lazyResolver(async () => (await import("@portal/schemas/faults")).defectNoticeForm);
const FIELDS = ["title", "description", "defectClass", "affectedArea", "petsDescription", "phone"] as const;

type Props = {
  phone: string;
  onSent: (id: string) => Promise<void>;
  onTooManyFiles: () => void;
};

/** A new fault report: what, where, pets and the master key, a phone number and up to 3 files. */
export function FaultForm({ phone, onSent, onTooManyFiles }: Props) {
  const { t } = useTranslation(["faults", "common", "validation"]);
  const enterToNext = useEnterMovesToNextField();
  const { busy, error, send } = useSending();
  const create = useCreateFaultReportMutation();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, DefectNoticeForm>({
    resolver: useLazyResolver(resolver) as unknown as Resolver<Values, unknown, DefectNoticeForm>,
    defaultValues: {
      title: "",
      description: "",
      defectClass: "",
      affectedArea: "",
      hasPetsInApartment: "false",
      petsDescription: "",
      masterKeyAccessAllowed: "false",
      phone,
      language: currentLanguage(),
    },
  });
  const pets = useWatch({ control, name: "hasPetsInApartment" }) === "true";
  const err = (name: (typeof FIELDS)[number]) => fieldError(t, errors[name]?.message, name);
  const yesNo = [
    { value: "true", label: t("form.yes") },
    { value: "false", label: t("form.no") },
  ];

  function submit(values: DefectNoticeForm) {
    return send(
      async () => onSent(await create({ ...values, language: currentLanguage() }, files)),
      (failure) => {
        const fileKey = failure.status === 413 ? ATTACHMENT_ERRORS.fileTooLarge : failure.fields.attachments;
        if (fileKey) setFilesError(fieldError(t, fileKey, "attachments"));
        const names = Object.fromEntries(FIELDS.map((name) => [name, name]));
        if (failure.status === 400 && showFieldErrors(failure, setError, names)) return;
        if (fileKey) return;
        if (failure.code === CONTRACT_ENDED) return t("form.ended");
        if (failure.status === 429) return t("form.tooMany");
        // The server stopped waiting for a file (a connection too slow or broken for its size).
        return failure.status === 408 ? t("form.tooSlow") : t("form.failure");
      },
    );
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} ref={enterToNext}>
      <p>{t("common:requiredNote")}</p>
      <TextField
        label={t("form.title")}
        hint={t("form.titleHint")}
        required
        maxLength={FAULT_TITLE_MAX}
        error={err("title")}
        registration={register("title")}
      />
      <TextAreaField
        label={t("form.description")}
        hint={t("form.descriptionHint")}
        required
        maxLength={FAULT_DESCRIPTION_MAX}
        error={err("description")}
        registration={register("description")}
      />
      <SelectField
        label={t("form.defectClass")}
        required
        placeholder={t("form.choose")}
        options={DEFECT_CLASSES.map((value) => ({ value, label: t(`defectClass.${value}`) }))}
        error={err("defectClass")}
        registration={register("defectClass")}
      />
      <SelectField
        label={t("form.affectedArea")}
        required
        placeholder={t("form.choose")}
        options={AFFECTED_AREAS.map((value) => ({ value, label: t(`affectedArea.${value}`) }))}
        error={err("affectedArea")}
        registration={register("affectedArea")}
      />
      <ChoiceField legend={t("form.pets")} options={yesNo} registration={register("hasPetsInApartment")} />
      {pets && (
        <TextAreaField
          label={t("form.petsDescription")}
          hint={t("form.petsDescriptionHint")}
          maxLength={PETS_DESCRIPTION_MAX}
          rows={3}
          error={err("petsDescription")}
          registration={register("petsDescription")}
        />
      )}
      <ChoiceField
        legend={t("form.masterKey")}
        options={yesNo}
        registration={register("masterKeyAccessAllowed")}
      />
      <PhoneField
        label={t("form.phone")}
        hint={t("form.phoneHint")}
        error={err("phone")}
        registration={register("phone")}
      />
      <AttachmentPicker
        files={files}
        onChange={(next) => {
          setFilesError(undefined);
          setFiles(next.slice(0, MAX_FILES));
        }}
        onTooMany={onTooManyFiles}
        error={filesError}
      />
      <Alert message={error} />
      <SubmitButton busy={busy}>{t("form.submit")}</SubmitButton>
    </form>
  );
}
