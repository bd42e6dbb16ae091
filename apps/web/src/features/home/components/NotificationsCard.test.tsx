import type { UseQueryResult } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { Notification, NotificationsResponse } from "@portal/schemas/notifications";
import i18n from "../../../lib/i18n.ts";
import { withQueryClient } from "../../../test/withQueryClient.tsx";
import { NotificationsCard } from "./NotificationsCard.tsx";

const notification = (over: Partial<Notification>): Notification =>
  ({
    contractUuid: "d67e7eb9-8d4d-4e78-8b81-03f5cb976c1c",
    id: "00000000-0000-4000-8000-000000000001",
    priority: "normal",
    category: "normal",
    notificationMeta: { title: { fi: "Vesikatko torstaina", en: "Water cut on Thursday" } },
    isCloseable: true,
    createdAt: "2026-11-20T08:00:00.000Z",
    closedAt: null,
    ...over,
  }) as Notification;

const arrear = notification({
  id: "00000000-0000-4000-8000-000000000002",
  priority: "important",
  category: "arrear",
  notificationMeta: { arrearAmount: 2523.67 },
  isCloseable: false,
});

function renderCard(list: Notification[], withoutArrear = false) {
  const query = {
    status: "success",
    fetchStatus: "idle",
    data: { notifications: list },
  } as unknown as UseQueryResult<NotificationsResponse, unknown>;
  const element = withQueryClient(
    <NotificationsCard notifications={query} onToast={() => {}} withoutArrear={withoutArrear} />,
  );
  render(<RouterProvider router={createMemoryRouter([{ path: "/", element }])} />);
}

beforeAll(async () => {
  await i18n.loadNamespaces(["home"]);
  await i18n.changeLanguage("fi");
});

describe("NotificationsCard", () => {
  it("puts the arrear first, as important and overdue (red), with the amount, a link to the debt and no close button", () => {
    renderCard([notification({}), arrear]);
    const items = within(screen.getByRole("region", { name: "Ilmoitukset" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(first.textContent).toContain("Tärkeä");
    expect(first.className).toMatch(/overdue/);
    expect(first.textContent).toContain("2\u00a0523,67\u00a0€");
    expect(within(first).queryByRole("button")).toBeNull();
    expect(within(first).getByRole("link").getAttribute("href")).toBe("/vuokrani/velkaerittely");
    // A routine notice is information: it can be closed.
    expect(within(items[1]!).getByRole("button").getAttribute("aria-label")).toContain("Vesikatko torstaina");
  });

  it("leads a party a notice waits for straight to answering it, and the notice's sender to it", () => {
    renderCard([
      notification({
        id: "00000000-0000-4000-8000-000000000003",
        priority: "important",
        category: "termination_request_approval_needed",
        notificationMeta: {
          date: "2027-01-31",
          termination: { status: "pending_tenant_approval", informed: false },
        },
        isCloseable: false,
      }),
      notification({
        id: "00000000-0000-4000-8000-000000000004",
        category: "termination_request_tenant_accepted",
        notificationMeta: {
          date: "2027-01-31",
          termination: { status: "ready_for_review", informed: false },
        },
      }),
    ]);
    const [request, status] = within(screen.getByRole("region", { name: "Ilmoitukset" })).getAllByRole(
      "listitem",
    );
    expect(request!.textContent).toContain("31.1.2027");
    const answer = within(request!).getByRole("link", { name: "Vastaa irtisanomiseen" });
    expect(answer.getAttribute("href")).toBe("/sopimuksen-irtisanominen");
    expect(within(status!).getByRole("link", { name: "Katso irtisanominen" }).getAttribute("href")).toBe(
      "/sopimuksen-irtisanominen",
    );
  });

  it("leaves the arrear out when the page tells of the debt otherwise, and shows nothing when none is left", () => {
    renderCard([arrear], true);
    expect(screen.queryByRole("region", { name: "Ilmoitukset" })).toBeNull();
  });
});
