/**
 * The `{ ok: true }` answer of a write that returns nothing else, checked against the shared schema
 * like every other answer; the schema loads after the request, off the page's first download.
 */
export async function parseOk(answer: unknown): Promise<void> {
  const { okResponse } = await import("@portal/schemas/auth");
  okResponse.parse(answer);
}
