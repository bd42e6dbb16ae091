import type { TerminationRequestInput } from "@portal/schemas/termination";
import { TERMINATION_FILE_FIELD } from "@portal/schemas/termination.constants";
import { postForm, postJson } from "../../../lib/api.ts";

/** POST /api/contract-termination: the notice; answers the strong identification's `url`. */
export async function submitTermination(notice: TerminationRequestInput): Promise<string> {
  const answer = await postJson("/api/contract-termination", notice);
  const { terminationUrlResponse } = await import("@portal/schemas/termination");
  return terminationUrlResponse.parse(answer).url;
}

/**
 * POST /api/contract-termination/files: one file for the notice, as multipart in the field "file";
 * 201 with its id for the notice's fileUuids.
 */
export async function uploadTerminationFile(file: File): Promise<string> {
  const form = new FormData();
  form.append(TERMINATION_FILE_FIELD, file, file.name);
  const answer = await postForm("/api/contract-termination/files", form, [201]);
  const { terminationFile } = await import("@portal/schemas/termination");
  return terminationFile.parse(answer).id;
}
