import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FORM_TERMINATION_REASONS } from "@portal/schemas/termination.constants";
import { allowedEndDates } from "@portal/schemas/termination.rules";
import i18n from "../../../lib/i18n.ts";
import { withQueryClient } from "../../../test/withQueryClient.tsx";
import { DRAFT_KEY } from "../draft.ts";
import { TerminationForm } from "./TerminationForm.tsx";

const TODAY = "2026-11-26";
const END_DATES = allowedEndDates(TODAY);
const DEFAULTS = {
  recipientName: "Aino Asukas",
  beneficiary: { beneficiaryName: "Aino Asukas", email: "aino@example.com", phoneNumber: "040 123 4567" },
};

let fetchMock: ReturnType<typeof vi.fn>;

beforeAll(() => i18n.loadNamespaces(["termination", "faults"]));
beforeEach(() => {
  sessionStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(period = { noticeMonths: 1, endDates: END_DATES }) {
  const onIdentify = vi.fn();
  const onPending = vi.fn();
  const view = render(
    withQueryClient(
      <TerminationForm
        defaults={DEFAULTS}
        endDates={period.endDates}
        noticeMonths={period.noticeMonths}
        today={TODAY}
        onIdentify={onIdentify}
        onPending={onPending}
      />,
    ),
  );
  return { onIdentify, onPending, view };
}

/** Pasting is one input event: typing each character is slow on a busy machine. */
async function fill(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

const submit = () => userEvent.click(screen.getByRole("button", { name: "Lähetä ja tunnistaudu" }));

async function fillRequired() {
  await userEvent.selectOptions(screen.getByLabelText("Muuton syy"), "housing_costs");
  await fill("Katuosoite", "Uusikatu 1 B 5");
  await fill("Postinumero", "00100");
  await fill("Postitoimipaikka", "Helsinki");
  await fill("Tilinumero (IBAN)", "fi21 1234 5600 0007 85");
  await userEvent.click(screen.getByLabelText("Olen lukenut ohjeet"));
}

describe("TerminationForm", { timeout: 30_000 }, () => {
  it("sends the notice with the first month end, the profile's defaults and the whole refund to one account, then identifies", async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ url: "/sandbox/idp/x" }), { status: 200 }));
    const { onIdentify } = renderForm();
    expect(value("Vastaanottaja")).toBe("Aino Asukas");
    expect(value("Sopimuksen viimeinen päivä")).toBe("2026-12-31");
    await fillRequired();
    // The account is shown in capitals as typed; a Finnish one asks for no BIC.
    expect(value("Tilinumero (IBAN)")).toBe("FI21 1234 5600 0007 85");
    expect(screen.queryByLabelText("BIC")).toBeNull();
    await submit();

    await vi.waitFor(() => expect(onIdentify).toHaveBeenCalledWith("/sandbox/idp/x"));
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe("/api/contract-termination");
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({
      endDate: "2026-12-31",
      movingOutDate: null,
      terminationReason: "housing_costs",
      newAddress: { recipientName: "Aino Asukas", postalCode: "00100", city: "Helsinki" },
      beneficiaries: [
        { beneficiaryName: "Aino Asukas", iban: "FI2112345600000785", bic: null, returnPercentage: 100 },
      ],
      fileUuids: [],
    });
    expect(body).not.toHaveProperty("readInstructions");
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("takes the month ends of the lease's own notice period, past a one-month period's choices", async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ url: "/sandbox/idp/x" }), { status: 200 }));
    const endDates = allowedEndDates(TODAY, 3);
    const { onIdentify } = renderForm({ noticeMonths: 3, endDates });
    expect(value("Sopimuksen viimeinen päivä")).toBe("2027-02-28");
    await userEvent.selectOptions(screen.getByLabelText("Sopimuksen viimeinen päivä"), "2027-07-31");
    await fillRequired();
    await submit();

    await vi.waitFor(() => expect(onIdentify).toHaveBeenCalledWith("/sandbox/idp/x"));
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ endDate: "2027-07-31" });
  });

  it("uploads the chosen PDF first and names it in fileUuids, uploading it only once when sent again", async () => {
    const FILE_ID = "9f1c7a62-3f7e-4b7e-9d7c-2b1f0f6c1a11";
    const uploaded = { id: FILE_ID, name: "liite.pdf", contentType: "application/pdf", size: 9, url: null };
    fetchMock
      .mockResolvedValueOnce(new Response(JSON.stringify(uploaded), { status: 201 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ error: "INTERNAL" }), { status: 500 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ url: "/sandbox/idp/x" }), { status: 200 }));
    const { onIdentify } = renderForm();
    await fillRequired();
    const pdf = new File(["%PDF-1.4\n"], "liite.pdf", { type: "application/pdf" });
    await userEvent.upload(screen.getByLabelText(i18n.t("faults:form.attachments")), pdf);
    await screen.findByText("liite.pdf");
    await submit();
    await screen.findByText(i18n.t("termination:form.failure"));
    await submit();

    await vi.waitFor(() => expect(onIdentify).toHaveBeenCalledWith("/sandbox/idp/x"));
    const paths = fetchMock.mock.calls.map(([path]) => path as string);
    expect(paths).toEqual([
      "/api/contract-termination/files",
      "/api/contract-termination",
      "/api/contract-termination",
    ]);
    const [, init] = fetchMock.mock.calls[2] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ fileUuids: [FILE_ID] });
  });

  it("refuses without the instructions read, with a short postal code and a foreign account without BIC", async () => {
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText("Muuton syy"), "other");
    await fill("Katuosoite", "Uusikatu 1");
    await fill("Postinumero", "0010");
    await fill("Postitoimipaikka", "Helsinki");
    await fill("Tilinumero (IBAN)", "DE89370400440532013000");
    expect(screen.queryByLabelText("BIC")).not.toBeNull();
    await submit();

    await screen.findByText("Postinumerossa on 5 numeroa.");
    screen.getByText("Vahvista, että olet lukenut ohjeet.");
    screen.getByText("Anna BIC-tunnus, kun tili on muualla kuin Suomessa.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a moving-out date after the lease's last day, and one not after today", async () => {
    renderForm();
    await fillRequired();
    const movingOut = screen.getByLabelText("Muuttopäivä");
    fireEvent.change(movingOut, { target: { value: "2027-01-15" } });
    await submit();
    await screen.findByText(/Muuttopäivän on oltava tämän päivän jälkeen/);
    fireEvent.change(movingOut, { target: { value: TODAY } });
    await submit();
    await screen.findByText(/Muuttopäivän on oltava tämän päivän jälkeen/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("splits the refund evenly, the last share taking what rounding leaves", async () => {
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Lisää saaja" }));
    await userEvent.click(screen.getByRole("button", { name: "Lisää saaja" }));
    const shares = screen.getAllByText(/Osuus palautuksesta/).map((p) => p.textContent);
    expect(shares).toEqual([
      "Osuus palautuksesta: 33 %",
      "Osuus palautuksesta: 33 %",
      "Osuus palautuksesta: 34 %",
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Poista saaja 3" }));
    expect(screen.getAllByText("Osuus palautuksesta: 50 %")).toHaveLength(2);
  });

  it("offers the form's reasons sorted by label in the tenant's language, and six month ends", () => {
    renderForm();
    const options = within(screen.getByLabelText("Muuton syy"))
      .getAllByRole("option")
      .slice(1)
      .map((o) => o.textContent ?? "");
    expect(options).toHaveLength(FORM_TERMINATION_REASONS.length);
    expect(options).toEqual([...options].sort((a, b) => a.localeCompare(b, "fi")));
    expect(within(screen.getByLabelText("Sopimuksen viimeinen päivä")).getAllByRole("option")).toHaveLength(
      6,
    );
  });

  it("keeps the draft in the tab while typing and brings it back", async () => {
    const { view } = renderForm();
    await fill("Postitoimipaikka", "Espoo");
    await vi.waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toContain("Espoo"));
    view.unmount();
    renderForm();
    expect(value("Postitoimipaikka")).toBe("Espoo");
  });

  it("reads the page again when a notice is already waiting (409)", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ error: "TERMINATION_NOT_ALLOWED", reason: "pending_termination_tenant_approvals" }),
        { status: 409 },
      ),
    );
    const { onPending, onIdentify } = renderForm();
    await fillRequired();
    await submit();
    await vi.waitFor(() => expect(onPending).toHaveBeenCalled());
    expect(onIdentify).not.toHaveBeenCalled();
  });
});
