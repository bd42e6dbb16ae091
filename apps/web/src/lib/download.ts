import { getBlob } from "./api.ts";

/**
 * A file behind sign-in, saved by the browser under `name`: a plain link would go without the
 * session's bearer header, so the bytes are fetched with it and handed over as an object URL.
 * `type` overrides the answer's media type (a calendar file the phone should open in its calendar).
 */
export async function downloadFile(path: string, name: string, type?: string): Promise<void> {
  const blob = await getBlob(path);
  const href = URL.createObjectURL(type ? new Blob([blob], { type }) : blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy by the next tick.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
