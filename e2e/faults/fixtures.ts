import type { Page } from "@playwright/test";

/** Small real images (made with sharp): 48 × 36 px, one orange PNG and one green JPEG. */
const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAADAAAAAkCAMAAAD4m0k4AAAAA1BMVEXyjDiuDvW9AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFklEQVQ4y2NgGAWjYBSMglEwCoYnAAAG5AAB0kWRNAAAAABJRU5ErkJggg==";
const JPEG =
  "/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAkADADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAMF/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AmwF2OAAAAAAAAAAAAAAAA//Z";

export const photoPng = { name: "vuoto.png", mimeType: "image/png", buffer: Buffer.from(PNG, "base64") };
export const photoJpeg = { name: "hana.jpg", mimeType: "image/jpeg", buffer: Buffer.from(JPEG, "base64") };
/** A text file that only claims to be a photo. */
export const textAsJpeg = {
  name: "kuva.jpg",
  mimeType: "image/jpeg",
  buffer: Buffer.from("just some text, no photo"),
};

/** A title no other test uses, so parallel runs never mistake each other's reports. */
export function uniqueTitle(what: string): string {
  return `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The fault-report form's file input. */
export const fileInput = (page: Page, label: string) => page.getByLabel(label, { exact: true });
