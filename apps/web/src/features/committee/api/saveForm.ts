import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { patchJson, postForm, postJson, putJson } from "../../../lib/api.ts";
import { expenseMultipart } from "../multipart.ts";
import type { FormDef } from "../model.ts";
import { committeeFormsKey } from "./committeeFormsKey.ts";

/** The new form's id from a create's answer ({ data: id }). */
async function idOf(answer: unknown): Promise<string> {
  const { formCreatedResponse } = await import("@portal/schemas/committee-forms");
  return formCreatedResponse.parse(answer).data;
}

/**
 * The first save creates the draft (POST …/create, 201 with its id), later saves update it (PUT
 * …/:id). Committee forms go as JSON; expense forms as multipart with dotted and indexed keys and
 * each entry's receipts.
 */
export async function saveDraft(
  form: FormDef,
  id: string | undefined,
  formData: Record<string, unknown>,
  receipts: Record<string, readonly (File | { id: string })[]>,
): Promise<string> {
  const base = `/api/${form.api}`;
  if (form.kind === "expense") {
    const body = expenseMultipart(form.type, formData, receipts);
    if (id === undefined) return idOf(await postForm(`${base}/create`, body, [201]));
    // putJson sends a FormData body as multipart, as it is.
    await putJson(`${base}/${encodeURIComponent(id)}`, body, [200]);
    return id;
  }
  if (id === undefined)
    return idOf(await postJson(`${base}/create`, { formType: form.type, formData }, [201]));
  await putJson(`${base}/${encodeURIComponent(id)}`, { formType: form.type, formData }, [200]);
  return id;
}

/** PATCH …/:id: publishes a committee form or submits an expense form for a decision. */
export async function sendForDecision(form: FormDef, id: string): Promise<void> {
  await patchJson(`/api/${form.api}/${encodeURIComponent(id)}`, undefined, [200]);
}

/** Reads the member's forms again after a save or a send. */
export function useForgetForms() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: committeeFormsKey }), [client]);
}
