import { useEffect, useMemo, useRef, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { TerminationRequest } from "@portal/schemas/termination";
import {
  ADDITIONAL_DETAILS_MAX,
  BENEFICIARIES_MAX,
  FILE_UUIDS_MAX,
  FORM_TERMINATION_REASONS,
  POSTAL_CODE_LENGTH,
  TEXT_FIELD_MAX,
} from "@portal/schemas/termination.constants";
import { splitPercentages } from "@portal/schemas/termination.rules";
import { AttachmentPicker } from "../../../components/faults/AttachmentPicker.tsx";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, SubmitButton } from "../../../components/ui/Button.tsx";
import { CheckboxField } from "../../../components/ui/CheckboxField.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { TextAreaField } from "../../../components/ui/TextAreaField.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { EmailField, PhoneField } from "../../../components/ui/TypedFields.tsx";
import { showFieldErrors } from "../../../lib/apiFailure.ts";
import { terminationFieldError as fieldError } from "../fieldError.ts";
import { formatDate } from "../../../lib/format.ts";
import { useAccountPaths } from "../../../lib/accountPaths.ts";
import { useSending } from "../../../lib/useSending.ts";
import { submitTermination, uploadTerminationFile } from "../api/submitTermination.ts";
import { clearDraft, loadDraft, saveDraft, type TerminationValues } from "../draft.ts";
import { formResolver, looksFinnish } from "../formResolver.ts";
import styles from "./TerminationForm.module.css";

type Props = {
  /** From the profile: the address's recipient and the first beneficiary. */
  defaults: {
    recipientName: string;
    beneficiary: { beneficiaryName: string; email: string; phoneNumber: string };
  };
  /** The month ends the notice period allows, the first the default. */
  endDates: readonly string[];
  /** The lease's notice period in calendar months, which the end dates follow. */
  noticeMonths: number;
  today: string;
  /** A notice of the lease is already waiting (409): the page reads it again. */
  onPending: () => void;
  /** The strong identification's address the server answered. */
  onIdentify: (url: string) => void;
};

const EMPTY_BENEFICIARY = { beneficiaryName: "", email: "", phoneNumber: "", iban: "", bic: "" };

/** The notice's fields in the specification's order, checked with the shared schema; the draft is kept in the tab. */
export function TerminationForm({
  defaults: profile,
  endDates,
  noticeMonths,
  today,
  onPending,
  onIdentify,
}: Props) {
  const { t, i18n } = useTranslation(["termination", "common", "validation"]);
  const { busy, error, send } = useSending();
  // In the foundation's flow the bank returns to the flow's page.
  const { frame } = useAccountPaths();
  const defaults = useMemo<TerminationValues>(
    () =>
      loadDraft({
        endDate: endDates[0] ?? "",
        movingOutDate: "",
        terminationReason: "",
        givingContactInfoAllowed: false,
        displaysSelf: false,
        displayStartDate: "",
        displayEndDate: "",
        masterKeyAccessAllowed: false,
        hasPetsInApartment: false,
        isCollateral: false,
        collateralLender: "",
        newAddress: { recipientName: profile.recipientName, streetAddress: "", postalCode: "", city: "" },
        beneficiaries: [{ ...EMPTY_BENEFICIARY, ...profile.beneficiary }],
        additionalDetails: "",
        readInstructions: false,
      }),
    [endDates, profile],
  );
  const resolver = useMemo(() => formResolver(today, noticeMonths), [today, noticeMonths]);
  useEffect(() => void resolver.preload().catch(() => undefined), [resolver]);
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<TerminationValues, unknown, TerminationRequest>({
    resolver: resolver as Resolver<TerminationValues, unknown, TerminationRequest>,
    defaultValues: {
      ...defaults,
      endDate: endDates.includes(defaults.endDate) ? defaults.endDate : (endDates[0] ?? ""),
    },
  });
  // The list of beneficiaries by hand (not useFieldArray, whose code every other form page would
  // then download in the form library's shared chunk): a count, and the values moved on removal.
  const [count, setCount] = useState(() => Math.max(1, defaults.beneficiaries.length));
  const fields = Array.from({ length: count }, (_, index) => ({ id: String(index) }));
  const append = (beneficiary: typeof EMPTY_BENEFICIARY) => {
    setValue(`beneficiaries.${count}`, { ...beneficiary });
    setCount(count + 1);
  };
  const remove = (index: number) => {
    const rest = getValues("beneficiaries").filter((_, i) => i !== index);
    setValue("beneficiaries", rest);
    setCount(rest.length);
  };
  const values = useWatch({ control });
  useEffect(() => {
    if (values) saveDraft(values as TerminationValues);
  }, [values]);

  const displaysSelf = values.displaysSelf === true;
  const collateral = values.isCollateral === true;
  const detailsLength = values.additionalDetails?.length ?? 0;
  const shares = splitPercentages(fields.length);
  const reasons = useMemo(
    () =>
      FORM_TERMINATION_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) })).sort((a, b) =>
        a.label.localeCompare(b.label, i18n.language),
      ),
    [t, i18n.language],
  );
  const err = (name: string, message: string | undefined) => fieldError(t, message, name);
  // The chosen files (not kept in the draft: a tab's storage holds no files), and the ids of those
  // already uploaded, so sending again after a refusal does not upload them twice.
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const uploaded = useRef(new Map<File, string>());

  async function uploadAll(): Promise<string[]> {
    const ids: string[] = [];
    for (const file of files) {
      let id = uploaded.current.get(file);
      if (!id) {
        id = await uploadTerminationFile(file);
        uploaded.current.set(file, id);
      }
      ids.push(id);
    }
    return ids;
  }

  function submit(notice: TerminationRequest) {
    let uploading = true;
    setFilesError(undefined);
    return send(
      async () => {
        const fileUuids = await uploadAll();
        uploading = false;
        const url = await submitTermination({ ...notice, fileUuids }, frame);
        clearDraft();
        onIdentify(url);
      },
      (failure) => {
        if (uploading || failure.fields.fileUuids) {
          const key = failure.fields.file ?? failure.fields.fileUuids;
          setFilesError(key ? err("file", key) : t("form.uploadFailed"));
          if (failure.status === 409 && failure.code === "TERMINATION_NOT_ALLOWED") onPending();
          return t("form.uploadFailed");
        }
        if (failure.status === 400 && showFieldErrors(failure, setError, fieldNames(fields.length))) return;
        if (failure.status === 409 && failure.code === "TERMINATION_NOT_ALLOWED") {
          onPending();
          return t("form.pending");
        }
        return t("form.failure");
      },
    );
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className={styles.form}>
      <p>{t("common:requiredNote")}</p>
      <p className={styles.hint}>{t("form.draftKept")}</p>

      <fieldset className={styles.section}>
        <legend>{t("form.sectionEnd")}</legend>
        <SelectField
          label={t("form.endDate")}
          hint={t("form.endDateHint")}
          required
          options={endDates.map((value) => ({ value, label: formatDate(value) }))}
          error={err("endDate", errors.endDate?.message)}
          registration={register("endDate")}
        />
        <TextField
          type="date"
          label={t("form.movingOutDate")}
          hint={t("form.movingOutHint")}
          min={today}
          max={values.endDate}
          error={err("movingOutDate", errors.movingOutDate?.message)}
          registration={register("movingOutDate")}
        />
        <SelectField
          label={t("form.reason")}
          required
          placeholder={t("form.choose")}
          options={reasons}
          error={err("terminationReason", errors.terminationReason?.message)}
          registration={register("terminationReason")}
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t("form.sectionNextTenant")}</legend>
        <CheckboxField label={t("form.contactInfo")} registration={register("givingContactInfoAllowed")} />
        <CheckboxField label={t("form.displaysSelf")} registration={register("displaysSelf")} />
        {displaysSelf && (
          <>
            <TextField
              type="date"
              label={t("form.displayStartDate")}
              required
              min={today}
              max={values.endDate}
              error={err("displayStartDate", errors.displayStartDate?.message)}
              registration={register("displayStartDate")}
            />
            <TextField
              type="date"
              label={t("form.displayEndDate")}
              hint={t("form.displayEndHint")}
              min={values.displayStartDate || today}
              max={values.endDate}
              error={err("displayEndDate", errors.displayEndDate?.message)}
              registration={register("displayEndDate")}
            />
          </>
        )}
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t("form.sectionInspection")}</legend>
        <CheckboxField label={t("form.masterKey")} registration={register("masterKeyAccessAllowed")} />
        <CheckboxField label={t("form.pets")} registration={register("hasPetsInApartment")} />
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t("form.sectionDeposit")}</legend>
        <CheckboxField label={t("form.isCollateral")} registration={register("isCollateral")} />
        {collateral && (
          <TextField
            label={t("form.collateralLender")}
            required
            maxLength={TEXT_FIELD_MAX}
            error={err("collateralLender", errors.collateralLender?.message)}
            registration={register("collateralLender")}
          />
        )}
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t("form.sectionAddress")}</legend>
        <TextField
          label={t("form.recipientName")}
          required
          autoComplete="name"
          maxLength={TEXT_FIELD_MAX}
          error={err("recipientName", errors.newAddress?.recipientName?.message)}
          registration={register("newAddress.recipientName")}
        />
        <TextField
          label={t("form.streetAddress")}
          required
          autoComplete="street-address"
          maxLength={TEXT_FIELD_MAX}
          error={err("streetAddress", errors.newAddress?.streetAddress?.message)}
          registration={register("newAddress.streetAddress")}
        />
        <div className={styles.pair}>
          <TextField
            label={t("form.postalCode")}
            required
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={POSTAL_CODE_LENGTH}
            error={err("postalCode", errors.newAddress?.postalCode?.message)}
            registration={register("newAddress.postalCode")}
          />
          <TextField
            label={t("form.city")}
            required
            autoComplete="address-level2"
            maxLength={TEXT_FIELD_MAX}
            error={err("city", errors.newAddress?.city?.message)}
            registration={register("newAddress.city")}
          />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t("form.sectionBeneficiaries")}</legend>
        <p className={styles.hint}>{t("form.beneficiariesHint")}</p>
        {fields.map((field, index) => {
          const iban = values.beneficiaries?.[index]?.iban ?? "";
          const foreign = iban.trim().length >= 2 && !looksFinnish(iban);
          const fieldErrors = errors.beneficiaries?.[index];
          const ibanRegistration = register(`beneficiaries.${index}.iban`, {
            onChange: (event: { target: HTMLInputElement }) =>
              setValue(`beneficiaries.${index}.iban`, event.target.value.toUpperCase()),
          });
          return (
            <fieldset key={field.id} className={styles.beneficiary}>
              <legend>{t("form.beneficiary", { number: index + 1 })}</legend>
              <TextField
                label={t("form.beneficiaryName")}
                required
                maxLength={TEXT_FIELD_MAX}
                error={err("beneficiaryName", fieldErrors?.beneficiaryName?.message)}
                registration={register(`beneficiaries.${index}.beneficiaryName`)}
              />
              <EmailField
                label={t("form.email")}
                error={err("email", fieldErrors?.email?.message)}
                registration={register(`beneficiaries.${index}.email`)}
              />
              <PhoneField
                label={t("form.phoneNumber")}
                error={err("phoneNumber", fieldErrors?.phoneNumber?.message)}
                registration={register(`beneficiaries.${index}.phoneNumber`)}
              />
              <TextField
                label={t("form.iban")}
                required
                autoCapitalize="characters"
                spellCheck={false}
                error={err("iban", fieldErrors?.iban?.message)}
                registration={ibanRegistration}
              />
              {foreign && (
                <TextField
                  label={t("form.bic")}
                  hint={t("form.bicHint")}
                  required
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={11}
                  error={err("bic", fieldErrors?.bic?.message)}
                  registration={register(`beneficiaries.${index}.bic`)}
                />
              )}
              <p className={styles.share}>{t("form.share", { percent: shares[index] })}</p>
              {fields.length > 1 && (
                <Button variant="secondary" onClick={() => remove(index)}>
                  {t("form.removeBeneficiary", { number: index + 1 })}
                </Button>
              )}
            </fieldset>
          );
        })}
        <FieldErrorText
          message={err("beneficiaries", errors.beneficiaries?.root?.message ?? errors.beneficiaries?.message)}
        />
        {fields.length < BENEFICIARIES_MAX && (
          <Button variant="secondary" onClick={() => append(EMPTY_BENEFICIARY)}>
            {t("form.addBeneficiary")}
          </Button>
        )}
      </fieldset>

      <TextAreaField
        label={t("form.additionalDetails")}
        hint={t("form.counter", { count: detailsLength, max: ADDITIONAL_DETAILS_MAX })}
        maxLength={ADDITIONAL_DETAILS_MAX}
        rows={5}
        error={err("additionalDetails", errors.additionalDetails?.message)}
        registration={register("additionalDetails")}
      />
      <AttachmentPicker
        files={files}
        max={FILE_UUIDS_MAX}
        onChange={(chosen) => {
          setFilesError(undefined);
          setFiles(chosen);
        }}
        onTooMany={() => setFilesError(t("form.tooManyFiles", { count: FILE_UUIDS_MAX }))}
        error={filesError}
      />
      <CheckboxField
        label={t("form.readInstructions")}
        required
        error={err("readInstructions", errors.readInstructions?.message)}
        registration={register("readInstructions")}
      />
      <Alert message={error} />
      <SubmitButton busy={busy}>{t("form.submit")}</SubmitButton>
    </form>
  );
}

function FieldErrorText({ message }: { message: string | undefined }) {
  return message ? (
    <p className={styles.error} role="alert">
      {message}
    </p>
  ) : null;
}

/** The server's field names (dotted paths) on the form's own. */
function fieldNames(count: number) {
  const names: Record<string, string> = {
    endDate: "endDate",
    movingOutDate: "movingOutDate",
    terminationReason: "terminationReason",
    displayStartDate: "displayStartDate",
    displayEndDate: "displayEndDate",
    collateralLender: "collateralLender",
    additionalDetails: "additionalDetails",
    "newAddress.recipientName": "newAddress.recipientName",
    "newAddress.streetAddress": "newAddress.streetAddress",
    "newAddress.postalCode": "newAddress.postalCode",
    "newAddress.city": "newAddress.city",
    beneficiaries: "beneficiaries",
  };
  for (let i = 0; i < count; i++)
    for (const f of ["beneficiaryName", "email", "phoneNumber", "iban", "bic"])
      names[`beneficiaries.${i}.${f}`] = `beneficiaries.${i}.${f}`;
  return names as never;
}
