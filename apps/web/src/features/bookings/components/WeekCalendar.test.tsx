import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { WeekResponse } from "@portal/schemas/bookings";
import i18n from "../../../lib/i18n.ts";
import { WeekCalendar } from "./WeekCalendar.tsx";

const slot = (date: string, hour: number, state: WeekResponse["days"][number]["slots"][number]["state"]) => ({
  start: `${date}T${String(hour).padStart(2, "0")}:00:00+02:00`,
  end: `${date}T${String(hour + 1).padStart(2, "0")}:00:00+02:00`,
  state,
});

const days = [
  "2026-11-23",
  "2026-11-24",
  "2026-11-25",
  "2026-11-26",
  "2026-11-27",
  "2026-11-28",
  "2026-11-29",
];
const week: WeekResponse = {
  resourceId: "00000000-0000-4000-8000-000000000001",
  start: days[0]!,
  days: days.map((date) => ({ date, slots: [] })),
};
week.days[3]!.slots = [
  slot("2026-11-26", 17, "past"),
  slot("2026-11-26", 18, "taken"),
  { ...slot("2026-11-26", 19, "own"), fixedTurn: true },
  slot("2026-11-26", 20, "free"),
  { ...slot("2026-11-26", 21, "own"), bookingId: "00000000-0000-4000-8000-000000000002" },
];

beforeAll(async () => {
  await i18n.loadNamespaces(["bookings"]);
  await i18n.changeLanguage("fi");
});

describe("WeekCalendar", () => {
  it("names every slot with its day, time and state in words, and only free and own ones are buttons", async () => {
    const onSlot = vi.fn();
    render(<WeekCalendar week={week} dayIndex={3} onSlot={onSlot} />);
    const thursday = screen.getByRole("region", { name: "Torstai 26.11." });
    const buttons = within(thursday).getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual([
      expect.stringContaining("Torstai 26.11. klo 20.00–21.00, Vapaa"),
      expect.stringContaining("Torstai 26.11. klo 21.00–22.00, Oma varaus"),
    ]);
    expect(thursday.textContent).toContain("Torstai 26.11. klo 18.00–19.00, Varattu");
    expect(thursday.textContent).toContain("Torstai 26.11. klo 17.00–18.00, Mennyt");
    // A weekly turn is the household's, but it is not cancelled slot by slot.
    expect(thursday.textContent).toContain("Torstai 26.11. klo 19.00–20.00, Oma vakiovuoro");

    await userEvent.click(screen.getByRole("button", { name: "Torstai 26.11. klo 20.00–21.00, Vapaa" }));
    expect(onSlot).toHaveBeenCalledWith(expect.objectContaining({ state: "free" }), "2026-11-26");
  });
});
