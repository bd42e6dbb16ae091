import type { Notification } from "@portal/schemas/notifications";
import { NOTIFICATION_CATEGORIES } from "@portal/schemas/notifications.constants";
import { describe, expect, it } from "vitest";
import i18n from "../../../lib/i18n.ts";
import { notificationText } from "./notificationText.ts";

const base: Notification = {
  contractUuid: "c1",
  id: "7f1e1d4a-8b3c-4d2e-9f00-000000000001",
  priority: "normal",
  category: "normal",
  notificationMeta: null,
  isCloseable: true,
  createdAt: "2026-11-01T10:00:00.000Z",
  closedAt: null,
};

describe("notificationText", () => {
  const t = i18n.getFixedT("fi", "home");

  it("says how much is overdue", () => {
    const { title } = notificationText(t, "fi", {
      ...base,
      category: "arrear",
      notificationMeta: { arrearAmount: 1234.5 },
    });
    expect(title.replace(/\u00a0/g, " ")).toContain("1 234,50 €");
  });

  it("gives the lease's start or end date as D.M.YYYY", () => {
    const { title } = notificationText(t, "fi", {
      ...base,
      category: "contract_lifecycle",
      notificationMeta: { event: "ending", date: "2026-12-31" },
    });
    expect(title).toContain("31.12.2026");
  });

  it("shows a normal notification's own title and body in the page's language", () => {
    const n = {
      ...base,
      notificationMeta: {
        title: { fi: "Vesikatko", en: "Water cut" },
        body: { fi: "Tiistaina", en: "On Tuesday" },
      },
    };
    expect(notificationText(t, "fi", n)).toEqual({ title: "Vesikatko", text: "Tiistaina" });
    expect(notificationText(i18n.getFixedT("en", "home"), "en", n)).toEqual({
      title: "Water cut",
      text: "On Tuesday",
    });
  });

  it("tells a notice's sender where it stands, and an informed resident that it is for information", () => {
    const created = (status: "pending_tenant_approval" | "ready_for_review", informed: boolean) =>
      notificationText(t, "fi", {
        ...base,
        category: "termination_request_created",
        notificationMeta: { date: "2027-01-31", termination: { status, informed } },
      });
    expect(created("pending_tenant_approval", false)).toEqual({
      title: "Irtisanomisesi odottaa hyväksyntää",
      text: expect.stringContaining("31.1.2027") as string,
    });
    expect(created("ready_for_review", false).title).toBe("Irtisanomisesi on käsittelyssä");
    expect(created("pending_tenant_approval", true).title).toBe("Vuokrasopimus on irtisanottu");
  });

  it("has a text of its own for every category", () => {
    const titles = NOTIFICATION_CATEGORIES.filter((c) => c !== "normal").map(
      (category) =>
        notificationText(t, "fi", { ...base, category, notificationMeta: { date: "2026-12-01" } }).title,
    );
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) expect(title).not.toMatch(/^notifications\./);
  });
});
