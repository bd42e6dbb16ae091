import type { UseQueryResult } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { BankTransferResponse, SecurityDepositResponse } from "@portal/schemas/billing";
import i18n from "../../../lib/i18n.ts";
import { LeaseEndedCard } from "./LeaseEndedCard.tsx";

/** A read that has answered, as the card sees it. */
const answered = <T,>(data: T) =>
  ({ status: "success", fetchStatus: "idle", data }) as unknown as UseQueryResult<T, unknown>;

const transfer = (amountDueCents: number, dueDate: string | null) =>
  answered({ amountDueCents, dueDate } as BankTransferResponse);
const deposit = (amount: number, voucher: number) =>
  answered<SecurityDepositResponse>({ amount, voucher: { amount: voucher }, dueDate: null });

function renderCard(
  due: UseQueryResult<BankTransferResponse, unknown>,
  held: UseQueryResult<SecurityDepositResponse, unknown>,
) {
  const element = <LeaseEndedCard endDate="2026-11-15" signInUntil="2026-12-15" due={due} deposit={held} />;
  render(<RouterProvider router={createMemoryRouter([{ path: "/", element }])} />);
  return screen.getByRole("region", { name: "Vuokrasopimuksesi on päättynyt" });
}

beforeAll(async () => {
  await i18n.loadNamespaces(["home"]);
  await i18n.changeLanguage("fi");
});

describe("LeaseEndedCard", () => {
  it("says when the lease ended, how long the portal stays open, the final bill to pay and the deposit's return", () => {
    const card = renderCard(transfer(123_450, "2026-12-02"), deposit(1_800, 0));
    expect(card.textContent).toContain("Vuokrasopimuksesi päättyi 15.11.2026.");
    expect(card.textContent).toContain("Voit kirjautua portaaliin 15.12.2026 asti.");
    expect(within(card).getByRole("heading", { name: "Loppulasku" })).toBeTruthy();
    expect(card.textContent).toContain("Maksamatta on 1\u00a0234,50\u00a0€, eräpäivä 2.12.2026.");
    expect(within(card).getByRole("link", { name: "Maksa lasku" }).getAttribute("href")).toBe(
      "/vuokrani/maksaminen",
    );
    expect(within(card).getByRole("heading", { name: "Vakuuden palautus" })).toBeTruthy();
    expect(card.textContent).toContain("Vakuutesi 1\u00a0800,00\u00a0€ palautetaan tilillesi");
    expect(within(card).getByRole("link", { name: "Kirjoita asiakaspalveluun" }).getAttribute("href")).toBe(
      "/ota-yhteytta/viesti",
    );
  });

  it("says when everything is paid, and how a voucher or no deposit is settled", () => {
    const paid = renderCard(transfer(0, null), deposit(0, 900));
    expect(paid.textContent).toContain("Kaikki laskusi on maksettu.");
    expect(within(paid).queryByRole("link", { name: "Maksa lasku" })).toBeNull();
    expect(paid.textContent).toContain("Vakuussitoumus 900,00\u00a0€ palautetaan sen antajalle");
  });

  it("says there is no deposit to return", () => {
    expect(renderCard(transfer(0, null), deposit(0, 0)).textContent).toContain(
      "Sinulla ei ole palautettavaa vakuutta.",
    );
  });
});
