import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_NAME_MAX,
  DOCUMENT_SUBFOLDER_MAX,
} from "@portal/schemas/notices.constants";
import { Alert } from "../../../components/ui/Alert.tsx";
import { SubmitButton } from "../../../components/ui/Button.tsx";
import { DataTable } from "../../../components/ui/DataTable.tsx";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { fieldError } from "../../../lib/fieldError.ts";
import { lazyResolver, useLazyResolver } from "../../../lib/lazyResolver.ts";
import { formatInstantDate } from "../../../lib/instant.ts";
import { useSending } from "../../../lib/useSending.ts";
import { staffApartmentsQueryOptions, staffDocumentsQueryOptions, uploadDocument } from "./api.ts";
import type { Building } from "./PostEditor.tsx";
import styles from "./StaffNoticesPage.module.css";

type Values = {
  buildingId: string;
  /** Empty: the building's own folder. */
  apartmentId: string;
  folder: "home" | "notices";
  subfolder: string;
  name: string;
};
const FIELDS = ["buildingId", "apartmentId", "folder", "subfolder", "name"] as const;
const resolver = lazyResolver(async () => (await import("@portal/schemas/notices")).staffDocumentFields);

/**
 * A PDF into a building's folders or one apartment's: the home folder (the tenants' documents page)
 * or the notices folder (listed among the notices), an optional sub-folder and its name; then the
 * building's documents. An apartment's document is seen only by that apartment's tenants. The
 * server checks the file by its bytes.
 */
export default function DocumentUpload({ buildings }: { buildings: Building[] }) {
  const { t } = useTranslation("staff", { keyPrefix: "notices" });
  const { t: tv } = useTranslation("validation");
  const client = useQueryClient();
  const file = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string>();
  const [done, setDone] = useState<string>();
  const { busy, error, send } = useSending({ stayBusy: false });
  const { register, handleSubmit, setError, setValue, control, reset, formState } = useForm<Values>({
    resolver: useLazyResolver(resolver) as unknown as Resolver<Values>,
    defaultValues: {
      buildingId: buildings[0]?.id ?? "",
      apartmentId: "",
      folder: "home",
      subfolder: "",
      name: "",
    },
  });
  const buildingId = useWatch({ control, name: "buildingId" });
  const documents = useQuery(staffDocumentsQueryOptions(buildingId));
  const apartments = useQuery(staffApartmentsQueryOptions(buildingId));
  const numberOf = new Map((apartments.data ?? []).map((a) => [a.id, a.number]));
  const err = (name: keyof Values) => fieldError(tv, formState.errors[name]?.message, name);

  async function submit(values: Values) {
    setDone(undefined);
    setFileError(undefined);
    const picked = file.current?.files?.[0];
    if (!picked) return setFileError(t("documents.fileRequired"));
    if (picked.size > DOCUMENT_MAX_BYTES) return setFileError(t("documents.fileTooLarge"));
    await send(
      async () => {
        await uploadDocument(values, picked);
        await client.invalidateQueries({ queryKey: staffDocumentsQueryOptions(values.buildingId).queryKey });
        // The schema leaves out an empty apartment: the form keeps the whole building chosen.
        reset({ ...values, apartmentId: values.apartmentId ?? "", name: "", subfolder: "" });
        if (file.current) file.current.value = "";
        setDone(t("documents.uploaded", { name: values.name }));
      },
      (failure) => {
        if (failure.status === 400 && failure.fields.file) return t("documents.notPdf");
        if (failure.status === 413) return t("documents.fileTooLarge");
        if (failure.status === 400) {
          let shown = false;
          for (const [path, message] of Object.entries(failure.fields)) {
            const name = FIELDS.find((f) => f === path);
            if (name) {
              setError(name, { type: "server", message });
              shown = true;
            }
          }
          if (shown) return;
        }
        return t("documents.failed");
      },
    );
  }

  return (
    <>
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className={styles.editor}>
        <SelectField
          label={t("documents.building")}
          required
          options={buildings.map((b) => ({ value: b.id, label: b.name }))}
          error={err("buildingId")}
          registration={register("buildingId", {
            // Another building's apartments are not this one's: back to the building's own folder.
            onChange: () => setValue("apartmentId", ""),
          })}
        />
        <SelectField
          label={t("documents.apartmentField")}
          hint={t("documents.apartmentHint")}
          options={[
            { value: "", label: t("documents.wholeBuilding") },
            ...(apartments.data ?? []).map((a) => ({
              value: a.id,
              label: t("documents.apartmentOption", { number: a.number }),
            })),
          ]}
          disabled={!apartments.data}
          error={err("apartmentId") ?? (apartments.isError ? t("documents.apartmentsFailed") : undefined)}
          registration={register("apartmentId")}
        />
        <SelectField
          label={t("documents.folder")}
          required
          options={[
            { value: "home", label: t("documents.folders.home") },
            { value: "notices", label: t("documents.folders.notices") },
          ]}
          error={err("folder")}
          registration={register("folder")}
        />
        <TextField
          label={t("documents.subfolder")}
          maxLength={DOCUMENT_SUBFOLDER_MAX}
          error={err("subfolder")}
          registration={register("subfolder")}
        />
        <TextField
          label={t("documents.name")}
          required
          maxLength={DOCUMENT_NAME_MAX}
          error={err("name")}
          registration={register("name")}
        />
        <div className={styles.file}>
          <label htmlFor="document-file">
            {t("documents.file")} <span aria-hidden="true">*</span>
          </label>
          <input
            id="document-file"
            ref={file}
            type="file"
            accept="application/pdf,.pdf"
            aria-required="true"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? "document-file-error" : undefined}
          />
          {fileError && (
            <p id="document-file-error" className={styles.error}>
              {fileError}
            </p>
          )}
        </div>
        <Alert message={error} />
        <Alert tone="success" message={done} />
        <SubmitButton busy={busy}>{t("documents.upload")}</SubmitButton>
      </form>
      <h3 className={styles.subheading}>{t("documents.stored")}</h3>
      {documents.isError && (
        <LoadFailed text={t("documents.loadFailed")} onRetry={() => void documents.refetch()} />
      )}
      {documents.isPending && buildingId !== "" && <Loading />}
      {documents.data &&
        (documents.data.length === 0 ? (
          <p>{t("documents.none")}</p>
        ) : (
          <DataTable
            label={t("documents.stored")}
            columns={[
              { header: t("documents.name"), cell: (d) => d.name, rowHeader: true },
              {
                header: t("documents.folder"),
                cell: (d) =>
                  [t(`documents.folders.${d.folder}`), d.subfolder].filter(Boolean).join(" / ") +
                  (d.apartmentId
                    ? ` (${t("documents.apartmentOption", { number: numberOf.get(d.apartmentId) ?? "" }).trim()})`
                    : ""),
              },
              { header: t("documents.created"), cell: (d) => formatInstantDate(d.createdAt), nowrap: true },
            ]}
            rows={documents.data}
            rowKey={(d) => d.id}
          />
        ))}
    </>
  );
}
