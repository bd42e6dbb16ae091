import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Booking } from "@portal/schemas/bookings";
import { bookingsQueryOptions } from "../../../lib/bookings/bookingsQuery.ts";
import i18n from "../../../lib/i18n.ts";
import { MyBookings } from "./MyBookings.tsx";

const NAME = { fi: "Talosauna", sv: "Husets bastu", en: "Building sauna" };
const booking = (id: string, start: string, status: Booking["status"] = "active"): Booking => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  resourceId: "00000000-0000-4000-8000-000000000009",
  resourceName: NAME,
  kind: "sauna",
  start,
  end: start.replace(/T(\d\d)/, (_, hour: string) => `T${String(Number(hour) + 1).padStart(2, "0")}`),
  status,
  cancelledAt: status === "cancelled" ? "2026-11-20T10:00:00+02:00" : null,
  lateCancel: false,
});

beforeAll(async () => {
  await i18n.loadNamespaces(["bookings"]);
  await i18n.changeLanguage("fi");
});

function renderLists(upcoming: Booking[], past: Booking[]) {
  // Both lists as the server gave them; nothing is fetched.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(bookingsQueryOptions("upcoming").queryKey, upcoming);
  client.setQueryData(bookingsQueryOptions("past").queryKey, past);
  render(
    <QueryClientProvider client={client}>
      <MyBookings resources={[]} onCancel={vi.fn()} onToast={vi.fn()} />
    </QueryClientProvider>,
  );
  return {
    upcoming: screen.getByRole("region", { name: "Tulevat" }),
    past: screen.getByRole("region", { name: "Menneet" }),
  };
}

describe("MyBookings", () => {
  it("offers the calendar and cancelling only for bookings still to come, never for past or cancelled ones", () => {
    const { upcoming, past } = renderLists(
      [booking("1", "2099-11-26T19:00:00+02:00"), booking("2", "2099-11-27T19:00:00+02:00", "cancelled")],
      [booking("3", "2026-11-12T19:00:00+02:00"), booking("4", "2026-11-05T19:00:00+02:00", "cancelled")],
    );
    const [coming, cancelled] = within(upcoming).getAllByRole("listitem");
    expect(
      within(coming!)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([expect.stringMatching(/^Lisää kalenteriin/), expect.stringMatching(/^Peru/)]);
    // A cancelled future booking is still among the upcoming, marked, with nothing to do.
    expect(cancelled!.textContent).toContain("27.11.2099");
    expect(cancelled!.textContent).toContain("Peruttu");
    expect(within(cancelled!).queryAllByRole("button")).toEqual([]);

    expect(within(past).getAllByRole("listitem")).toHaveLength(2);
    expect(within(past).queryAllByRole("button")).toEqual([]);
    expect(past.textContent).not.toContain("2099");
  });

  it("does not offer to cancel a booking whose slot has already begun", () => {
    const started = new Date(Date.now() - 10 * 60_000).toISOString().replace("Z", "+00:00");
    const { upcoming } = renderLists([{ ...booking("1", started), end: "2099-01-01T00:00:00+02:00" }], []);
    expect(
      within(upcoming)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([expect.stringMatching(/^Lisää kalenteriin/)]);
  });
});
