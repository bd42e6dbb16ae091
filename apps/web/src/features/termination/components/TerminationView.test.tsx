import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TerminationNotice, TerminationResponse } from "@portal/schemas/termination";
import i18n from "../../../lib/i18n.ts";
import { withQueryClient } from "../../../test/withQueryClient.tsx";
import { TerminationView } from "./TerminationView.tsx";

const NOTICE_ID = "6f1b8f44-3c1e-4f0a-9d55-1f2d3c4b5a69";

const notice = (over: Partial<TerminationNotice>): TerminationNotice => ({
  id: NOTICE_ID,
  status: "pending_tenant_approval",
  createdAt: "2026-11-26T08:00:00.000Z",
  updatedAt: "2026-11-26T08:00:00.000Z",
  endDate: "2026-12-31",
  movingOutDate: null,
  terminationReason: "housing_costs",
  givingContactInfoAllowed: false,
  displaysSelf: false,
  displayStartDate: null,
  displayEndDate: null,
  masterKeyAccessAllowed: false,
  hasPetsInApartment: false,
  additionalDetails: "",
  isCollateral: false,
  collateralLender: null,
  newAddress: {
    recipientName: "Ville V",
    streetAddress: "Uusikatu 1",
    postalCode: "00100",
    city: "Helsinki",
  },
  fileUuids: [],
  files: [],
  beneficiaries: [],
  sender: { firstName: "Aino", lastName: "Asukas" },
  parties: [
    { firstName: "Aino", lastName: "Asukas", approval: "sender", decidedAt: null, self: false },
    { firstName: "Ville", lastName: "Vuokralainen", approval: "pending", decidedAt: null, self: true },
  ],
  awaitingMyApproval: true,
  rejectionReason: null,
  receiptUrl: `/api/contract-termination/${NOTICE_ID}/receipt`,
  ...over,
});

const answer = (n: TerminationNotice, reason: TerminationResponse["terminationDisallowedReason"]) =>
  ({
    terminationDisallowedReason: reason,
    notice: n,
    noticeMonths: 1,
    endDates: ["2026-12-31", "2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30", "2027-05-31"],
    defaults: {
      recipientName: "Ville Vuokralainen",
      beneficiary: { beneficiaryName: "Ville Vuokralainen", email: "ville@example.fi", phoneNumber: "040 1" },
    },
  }) satisfies TerminationResponse;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeAll(async () => {
  await i18n.loadNamespaces(["termination", "common"]);
  await i18n.changeLanguage("fi");
});
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderView(entry = "/") {
  const element = withQueryClient(<TerminationView />);
  render(
    <RouterProvider router={createMemoryRouter([{ path: "/", element }], { initialEntries: [entry] })} />,
  );
}

// The page loads the answer's schema on demand: on a busy machine that takes more than a second.
const LOADED = { timeout: 15_000 };

describe("TerminationView", { timeout: 30_000 }, () => {
  it("shows the rejected notice, with a new notice to start, once the co-tenant it waited for rejects it", async () => {
    let current = answer(notice({}), "pending_termination_tenant_approvals");
    fetchMock.mockImplementation((path: string, init: RequestInit) => {
      if (init.method === "POST" && path === `/api/contract-termination/approval/reject/${NOTICE_ID}`) {
        current = answer(
          notice({
            status: "rejected",
            awaitingMyApproval: false,
            parties: current.notice.parties.map((p) => (p.self ? { ...p, approval: "rejected" } : p)),
          }),
          null,
        );
        return Promise.resolve(json({ url: "/sopimuksen-irtisanominen" }));
      }
      return Promise.resolve(json(current));
    });
    renderView();

    // The answer comes first: who gave the notice, when the lease would end, and the two choices.
    expect(
      await screen.findByRole("heading", { name: "Irtisanominen odottaa vastaustasi" }, LOADED),
    ).toBeTruthy();
    expect(
      screen.getByText(/^Aino Asukas on irtisanonut vuokrasopimuksen päättymään 31\.12\.2026\./),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Hyväksy ja tunnistaudu" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Jatka irtisanomiseen" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Hylkää irtisanominen" }));
    const dialog = screen.getByRole("dialog", { name: "Hylätäänkö irtisanominen?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Kyllä, hylkää" }));

    expect(
      await screen.findByText(
        "Hylkäsit irtisanomisen, jonka Aino Asukas antoi. Vuokrasopimus jatkuu ennallaan.",
        {},
        LOADED,
      ),
    ).toBeTruthy();
    expect(screen.getByText(i18n.t("termination:messages.rejected"))).toBeTruthy();
    expect(screen.getByRole("button", { name: "Tee uusi irtisanominen" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Hylkää irtisanominen" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Jatka irtisanomiseen" })).toBeNull();
  });

  it("says what the party's acceptance did when the bank's answer is confirmed", async () => {
    const accepted = answer(
      notice({
        status: "ready_for_review",
        awaitingMyApproval: false,
        parties: notice({}).parties.map((p) => (p.self ? { ...p, approval: "accepted" } : p)),
      }),
      "pending_termination_review",
    );
    fetchMock.mockImplementation((path: string, init: RequestInit) => {
      if (init.method === "POST" && path === "/api/contract-termination/identification")
        return Promise.resolve(json(accepted));
      return Promise.resolve(json(accepted));
    });
    renderView("/?registerSessionId=r1&state=s1");

    expect(
      await screen.findByText(
        "Hyväksyit irtisanomisen, jonka Aino Asukas antoi. Asiakaspalvelu käsittelee sen seuraavaksi.",
        {},
        LOADED,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(i18n.t("termination:overview.sent"))).toBeNull();
    expect(screen.getByRole("heading", { name: "Irtisanominen" })).toBeTruthy();
  });
});
