import type { TerminationRequestInput } from "@portal/schemas/termination";
import { TERMINATION_FILE_FIELD } from "@portal/schemas/termination.constants";
import type { IdentificationFrame } from "@portal/schemas/identification.constants";
import { frameQuery } from "../../../lib/accountPaths.ts";
import { postForm, postJson } from "../../../lib/api.ts";

/**
 * POST /api/contract-termination: the notice; answers the strong identification's `url`, whose
 * return lands on the termination page of `frame`.
 */
export async function submitTermination(
  notice: TerminationRequestInput,
  frame: IdentificationFrame,
): Promise<string> {
  const answer = await postJson(`/api/contract-termination${frameQuery(frame)}`, notice);
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
