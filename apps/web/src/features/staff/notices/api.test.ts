import { afterEach, describe, expect, it, vi } from "vitest";
import { staffDocumentFields } from "@portal/schemas/notices";
import { uploadDocument } from "./api.ts";

afterEach(() => vi.unstubAllGlobals());

describe("uploadDocument", () => {
  it("sends the form's values as the schema gives them, the whole building's choice without an apartment", async () => {
    localStorage.setItem("sessionId", "s1");
    localStorage.setItem("lastActivity", String(Date.now()));
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ data: {} }), { status: 201 })),
    );
    vi.stubGlobal("fetch", fetchMock);
    // The upload form's default: "Ei asuntoa: koko rakennuksen dokumentti" is the empty apartment.
    const values = staffDocumentFields.parse({
      buildingId: "0f8fad5b-d9cb-469f-a165-70867728950e",
      apartmentId: "",
      folder: "home",
      subfolder: "",
      name: "Pihan säännöt",
    });

    await uploadDocument(values, new File(["%PDF-1.4"], "saannot.pdf", { type: "application/pdf" }));

    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/staff/documents");
    const sent = init.body as FormData;
    expect(sent.has("apartmentId")).toBe(false);
    expect([...sent.keys()]).toEqual(["buildingId", "folder", "subfolder", "name", "file"]);
    expect(sent.get("name")).toBe("Pihan säännöt");
  });
});
