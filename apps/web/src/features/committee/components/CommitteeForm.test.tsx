import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../lib/i18n.ts";
import { withQueryClient } from "../../../test/withQueryClient.tsx";
import { FORMS, type FormType } from "../model.ts";
import CommitteeForm from "./CommitteeForm.tsx";

let fetchMock: ReturnType<typeof vi.fn>;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

beforeAll(() => i18n.loadNamespaces(["committee", "committee-form"]));
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(type: FormType) {
  render(withQueryClient(<MemoryRouter>{<CommitteeForm form={FORMS[type]} />}</MemoryRouter>));
}

/** Pastes rather than types: the same events for the form, in a fraction of the time. */
async function fill(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

async function fillMinutes() {
  await fill("Kokous", "Syyskokous <script>alert(1)</script>");
  fireEvent.change(screen.getByLabelText("Päivämäärä"), { target: { value: "2026-10-01" } });
  fireEvent.change(screen.getByLabelText("Kellonaika"), { target: { value: "18:30" } });
  await fill("Paikka", "Kerhohuone");
  await fill("Osallistujien määrä", "5");
  await fill("Otsikko", "Talousarvio");
  await fill("Keskustelu ja päätös", "Hyväksyttiin.");
  await fill("Kokouksen puheenjohtaja", "  Aino   Asukas ");
  await fill("Kokouksen sihteeri", "Ville Vuokralainen");
  await userEvent.click(
    screen.getByLabelText("Puheenjohtaja ja sihteeri ovat hyväksyneet tämän pöytäkirjan"),
  );
}

describe("CommitteeForm", () => {
  it("takes a time of day in the browser's time input, in quarter-hour steps", () => {
    renderForm("MeetingMinutes");
    const time = screen.getByLabelText("Kellonaika") as HTMLInputElement;
    expect([time.type, time.step]).toEqual(["time", "900"]);
  });

  it("previews read-only without save and publish, shows a script as text, and goes back", async () => {
    renderForm("MeetingMinutes");
    await fillMinutes();
    await userEvent.click(screen.getByRole("button", { name: "Esikatsele" }));
    expect(screen.queryByRole("button", { name: "Tallenna luonnos" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Julkaise" })).toBeNull();
    expect(screen.getByText("Syyskokous <script>alert(1)</script>")).toBeTruthy();
    expect(screen.getByText("18.30")).toBeTruthy();
    expect(document.querySelector("script")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Palaa muokkaamaan" }));
    expect((screen.getByLabelText("Kokous") as HTMLInputElement).value).toBe(
      "Syyskokous <script>alert(1)</script>",
    );
    expect(screen.getByRole("button", { name: "Julkaise" })).toBeTruthy();
  }, 20_000);

  it("takes the focus to the preview's heading and back to the preview button", async () => {
    renderForm("MeetingMinutes");
    await fillMinutes();
    await userEvent.click(screen.getByRole("button", { name: "Esikatsele" }));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Esikatselu" }));
    await userEvent.click(screen.getByRole("button", { name: "Palaa muokkaamaan" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Esikatsele" }));
  });

  it("creates the draft at the first save and updates it at the next", async () => {
    fetchMock
      .mockResolvedValueOnce(json(201, { data: "7d9f0b7e-3a6a-4f55-9c4b-2f1e0c9a1b11" }))
      .mockResolvedValueOnce(
        json(200, { data: { id: "7d9f0b7e-3a6a-4f55-9c4b-2f1e0c9a1b11", formState: "Draft" } }),
      );
    renderForm("MeetingMinutes");
    await fillMinutes();
    await userEvent.click(screen.getByRole("button", { name: "Tallenna luonnos" }));
    expect(await screen.findByText("Tallennettu luonnokseksi.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Tallenna luonnos" }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [first, firstInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    const [second, secondInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect([first, firstInit.method]).toEqual(["/api/notices/create", "POST"]);
    expect(JSON.parse(firstInit.body as string)).toMatchObject({
      formType: "MeetingMinutes",
      formData: { participants: 5, time: "18:30", chairperson: "Aino   Asukas", signatoryConfirmation: true },
    });
    expect([second, secondInit.method]).toEqual(["/api/notices/7d9f0b7e-3a6a-4f55-9c4b-2f1e0c9a1b11", "PUT"]);
  }, 20_000);

  it("saves a half-filled draft: only its title is needed, the rest is checked when it is previewed or published", async () => {
    fetchMock.mockResolvedValueOnce(json(201, { data: "7d9f0b7e-3a6a-4f55-9c4b-2f1e0c9a1b11" }));
    renderForm("MeetingMinutes");
    await fill("Osallistujien määrä", "1");
    await fill("Kokouksen puheenjohtaja", "Aino");
    // Without its title, a draft is refused on that field alone.
    await userEvent.click(screen.getByRole("button", { name: "Tallenna luonnos" }));
    expect(await screen.findByText("Tarkista punaisella merkityt kentät.")).toBeTruthy();
    expect(screen.getByLabelText("Kokous").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Kokouksen puheenjohtaja").getAttribute("aria-invalid")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    await fill("Kokous", "Syyskokous");
    await userEvent.click(screen.getByRole("button", { name: "Tallenna luonnos" }));
    expect(await screen.findByText("Tallennettu luonnokseksi.")).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/notices/create");
    expect(JSON.parse(init.body as string).formData).toMatchObject({
      name: "Syyskokous",
      participants: 1,
      chairperson: "Aino",
      signatoryConfirmation: false,
    });
    // The preview wants the form complete, and says what it lacks on the fields.
    await userEvent.click(screen.getByRole("button", { name: "Esikatsele" }));
    expect(await screen.findByText("Tarkista punaisella merkityt kentät.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Esikatselu" })).toBeNull();
    expect(screen.getByLabelText("Osallistujien määrä").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Kokouksen puheenjohtaja").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  }, 20_000);

  it("still refuses a draft's wrong types: a word where a number goes", async () => {
    renderForm("MeetingMinutes");
    await fill("Kokous", "Syyskokous");
    await fill("Osallistujien määrä", "viisi");
    await userEvent.click(screen.getByRole("button", { name: "Tallenna luonnos" }));
    expect(await screen.findByText("Tarkista punaisella merkityt kentät.")).toBeTruthy();
    expect(screen.getByLabelText("Osallistujien määrä").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for an expense's missing amount in the form's own words, not a payment's", async () => {
    renderForm("TravelExpenseReport");
    await userEvent.click(screen.getByRole("button", { name: "Lähetä" }));
    expect(await screen.findByText("Kirjoita summa euroina.")).toBeTruthy();
    expect(screen.queryByText("Kirjoita summa, jonka haluat maksaa.")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clamps a day past the month's end to the month's last day", async () => {
    renderForm("ActionPlan");
    await userEvent.selectOptions(screen.getByLabelText("Kuukausi"), "1");
    await userEvent.selectOptions(screen.getByLabelText("Päivä"), "31");
    await userEvent.selectOptions(screen.getByLabelText("Kuukausi"), "4");
    await vi.waitFor(() => expect((screen.getByLabelText("Päivä") as HTMLSelectElement).value).toBe("30"));
    // "Ei päivää" and the 30 days of April.
    expect(within(screen.getByLabelText("Päivä")).getAllByRole("option")).toHaveLength(31);
  });

  it("allows at most 3 expense entries, public transport and own car together", async () => {
    renderForm("TravelExpenseReport");
    const addPublic = screen.getByRole("button", { name: "Lisää matka julkisilla" }) as HTMLButtonElement;
    const addCar = screen.getByRole("button", { name: "Lisää matka omalla autolla" }) as HTMLButtonElement;
    // The form starts with one public transport journey.
    await userEvent.click(addPublic);
    expect(screen.queryByText("Lomakkeella voi olla enintään 3 riviä.")).toBeNull();
    await userEvent.click(addCar);
    expect(addPublic.disabled).toBe(true);
    expect(addCar.disabled).toBe(true);
    expect(screen.getAllByText("Lomakkeella voi olla enintään 3 riviä.")).toHaveLength(2);
    // Removing asks first; keeping changes nothing.
    await userEvent.click(screen.getByRole("button", { name: "Poista matka 2" }));
    const question = screen.getByRole("dialog", { name: "Poistetaanko matka 2?" });
    await userEvent.click(within(question).getByRole("button", { name: "Peruuta" }));
    expect(addPublic.disabled).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Poista matka 2" }));
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Poistetaanko matka 2?" })).getByRole("button", {
        name: "Poista",
      }),
    );
    expect(addPublic.disabled).toBe(false);
    expect(screen.queryByRole("button", { name: "Poista matka 2" })).toBeNull();
  });
});
