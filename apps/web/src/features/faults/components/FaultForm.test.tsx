import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../lib/i18n.ts";
import { withQueryClient } from "../../../test/withQueryClient.tsx";
import { FaultForm } from "./FaultForm.tsx";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (name: string) => new File([PNG], name, { type: "image/png" });

let fetchMock: ReturnType<typeof vi.fn>;

beforeAll(() => i18n.loadNamespaces(["faults"]));
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal(
    "URL",
    Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL: () => undefined }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const onSent = vi.fn(() => Promise.resolve());
  const onTooManyFiles = vi.fn();
  render(withQueryClient(<FaultForm phone="040 123 4567" onSent={onSent} onTooManyFiles={onTooManyFiles} />));
  return { onSent, onTooManyFiles, files: screen.getByLabelText("Kuvat tai PDF-tiedostot") };
}

describe("FaultForm", () => {
  it("sends the report and its files as multipart, without a JSON content type", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ id: "r1", status: "Sent", createdAt: "2026-01-01T10:00:00Z" }), {
        status: 201,
      }),
    );
    const { onSent, files } = renderForm();
    await userEvent.type(screen.getByLabelText("Otsikko"), "Hana vuotaa");
    await userEvent.type(screen.getByLabelText("Kuvaus"), "Tippuu koko ajan.");
    await userEvent.selectOptions(screen.getByLabelText("Vian tyyppi"), "hvac");
    await userEvent.selectOptions(screen.getByLabelText("Missä vika on?"), "apartment");
    expect(screen.queryByLabelText("Kerro lemmikeistä")).toBeNull();
    await userEvent.click(screen.getAllByLabelText("Kyllä")[0]!);
    await userEvent.type(screen.getByLabelText("Kerro lemmikeistä"), "Kissa");
    await userEvent.upload(files, [png("a.png"), png("b.png")]);
    await screen.findByRole("button", { name: "Poista b.png" });
    await userEvent.click(screen.getByRole("button", { name: "Lähetä vikailmoitus" }));

    await vi.waitFor(() => expect(onSent).toHaveBeenCalledWith("r1"));
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe("/api/defect-notices/create");
    expect((init.headers as Record<string, string>)["content-type"]).toBeUndefined();
    const body = init.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([k]) => k !== "attachments"))).toEqual({
      title: "Hana vuotaa",
      description: "Tippuu koko ajan.",
      defectClass: "hvac",
      affectedArea: "apartment",
      hasPetsInApartment: "true",
      petsDescription: "Kissa",
      masterKeyAccessAllowed: "false",
      phone: "040 123 4567",
      language: "fi",
    });
    expect(body.getAll("attachments").map((f) => (f as File).name)).toEqual(["a.png", "b.png"]);
  });

  it("asks for the required fields and sends nothing", async () => {
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Lähetä vikailmoitus" }));
    expect(await screen.findByText("Kirjoita otsikko.")).toBeTruthy();
    expect(screen.getByText("Valitse vian tyyppi.")).toBeTruthy();
    expect(screen.getByText("Valitse, missä vika on.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears the whole choice when a file is not an image or PDF by its bytes", async () => {
    const { files } = renderForm();
    await userEvent.upload(files, [png("a.png")]);
    await screen.findByRole("button", { name: "Poista a.png" });
    await userEvent.upload(files, [new File(["plain text"], "kuva.jpg", { type: "image/jpeg" })]);
    expect(await screen.findByText(/Tiedosto ei kelpaa/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Poista a.png" })).toBeNull();
    expect(files.getAttribute("aria-invalid")).toBe("true");
  });

  it("keeps three files and reports a fourth", async () => {
    const { files, onTooManyFiles } = renderForm();
    await userEvent.upload(files, [png("a.png"), png("b.png"), png("c.png")]);
    await screen.findByRole("button", { name: "Poista c.png" });
    await userEvent.upload(files, [png("d.png")]);
    expect(onTooManyFiles).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Poista d.png" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Poista b.png" }));
    expect(screen.queryByRole("button", { name: "Poista b.png" })).toBeNull();
  });

  async function fillAndSend(files: HTMLElement) {
    await userEvent.type(screen.getByLabelText("Otsikko"), "Hana vuotaa");
    await userEvent.type(screen.getByLabelText("Kuvaus"), "Tippuu.");
    await userEvent.selectOptions(screen.getByLabelText("Vian tyyppi"), "other");
    await userEvent.selectOptions(screen.getByLabelText("Missä vika on?"), "courtyard");
    await userEvent.upload(files, [png("a.png")]);
    await screen.findByRole("button", { name: "Poista a.png" });
    await userEvent.click(screen.getByRole("button", { name: "Lähetä vikailmoitus" }));
  }

  it("shows the general form error when the report cannot be sent", async () => {
    fetchMock.mockResolvedValueOnce(new Response("", { status: 500 }));
    const { files, onSent } = renderForm();
    await fillAndSend(files);
    expect(await screen.findByText(/Vikailmoituksen lähettäminen ei onnistunut/)).toBeTruthy();
    expect(onSent).not.toHaveBeenCalled();
  });

  it("says that the files took too long when the server stopped waiting for them (408)", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: "REQUEST_TIMEOUT" }), { status: 408 }),
    );
    const { files, onSent } = renderForm();
    await fillAndSend(files);
    expect(await screen.findByText(/Liitteiden lähettäminen kesti liian kauan/)).toBeTruthy();
    expect(onSent).not.toHaveBeenCalled();
  });

  it("puts the server's refusals on the fields and on the files (413: too large)", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: "VALIDATION", fields: { phone: "validation.phone" } }), {
        status: 400,
      }),
    );
    const { files } = renderForm();
    await fillAndSend(files);
    expect(await screen.findByText(/Tarkista puhelinnumero/)).toBeTruthy();

    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: "PAYLOAD_TOO_LARGE" }), { status: 413 }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Lähetä vikailmoitus" }));
    expect(await screen.findByText(/Tiedosto on liian suuri/)).toBeTruthy();
  });
});
