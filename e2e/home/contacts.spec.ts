import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { AINO, PROTECTED } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { apiGet, startSessionAs } from "../support/sessionAs.ts";

type Building = {
  maintenanceCompany: { name: string; emergencyNumber: string } | null;
  customerService: { email: string; phone: string };
};

test("the urgent card scrolls to the maintenance company and moves focus there", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  const sessionId = await startSessionAs(page, AINO);
  const building = await apiGet<Building>(page.request, sessionId, "/api/building");
  await page.goto("/ota-yhteytta/yhteystiedot");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "home:contacts.title"));
  // Aino has read her building's urgent notice (the water cut, above every page until read) and marks
  // it read: it stays so on the next load, and the emergency number is on the phone's first screen.
  const markRead = page.getByRole("button", { name: new RegExp(`^${t("fi", "bulletins.markRead")}`) });
  for (let open = await markRead.count(); open > 0; open--) await markRead.first().click();
  await expect(markRead).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "home:contacts.title"));
  await expect(page.locator("[data-bulletin-type='urgent-notice']")).toHaveCount(0);
  const maintenance = page.getByRole("heading", {
    name: t("fi", "home:contacts.maintenance.title"),
    level: 2,
  });
  await expect(maintenance).not.toBeInViewport();
  // The urgent card shows the number to call itself; the button only leads to the rest of the details.
  const urgent = page.getByRole("region", { name: t("fi", "home:contacts.urgent.title") });
  await expect(
    urgent.getByRole("link", { name: building.maintenanceCompany!.emergencyNumber }),
  ).toBeInViewport();
  await expect(urgent).toContainText(building.maintenanceCompany!.name);
  await expect(page.getByRole("link", { name: t("fi", "home:contacts.nonUrgent.link") })).toHaveAttribute(
    "href",
    "/asuminen/vikailmoitus",
  );
  await expect(
    page.getByRole("link", { name: t("fi", "home:contacts.customerService.message") }),
  ).toHaveAttribute("href", "/ota-yhteytta/viesti");
  await expect(
    page.getByText(t("fi", "home:contacts.customerService.hoursValue", { from: "9", to: "15" })),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: t("fi", "home:contacts.urgent.button") }).click();
  await expect(maintenance).toBeFocused();
  await expect(maintenance).toBeInViewport();
  const card = page.getByRole("region", { name: t("fi", "home:contacts.maintenance.title") });
  await expect(card).toContainText(building.maintenanceCompany!.name);
  await expect(
    card.getByRole("link", { name: building.maintenanceCompany!.emergencyNumber }),
  ).toBeInViewport();
  await expect(card).toContainText(t("fi", "home:contacts.maintenance.hoursValue", { from: "8", to: "16" }));
  await expectNoAxeViolations(page);
});

test("a building without a maintenance company or an emergency plan says so", async ({ page }) => {
  const sessionId = await startSessionAs(page, PROTECTED);
  await page.goto("/ota-yhteytta/yhteystiedot");
  await expect(page.getByText(t("fi", "home:contacts.maintenance.notFound"))).toBeVisible();
  // With no maintenance company to call, the urgent card gives customer service's number.
  const building = await apiGet<Building>(page.request, sessionId, "/api/building");
  const urgent = page.getByRole("region", { name: t("fi", "home:contacts.urgent.title") });
  await expect(urgent).toContainText(t("fi", "home:contacts.urgent.noCompany"));
  await expect(urgent.getByRole("link", { name: building.customerService.phone })).toBeVisible();
  await expectNoAxeViolations(page);

  // The fault pages' urgent advice names the same number.
  await page.goto("/asuminen/vikailmoitus");
  const advice = page.locator("[data-urgent-advice]");
  await expect(advice).toContainText(t("fi", "faults:urgent.callCustomerService"));
  await expect(advice.getByRole("link", { name: building.customerService.phone })).toHaveAttribute(
    "href",
    `tel:${building.customerService.phone.replace(/[\s-]/g, "")}`,
  );

  await page.goto("/");
  await expect(
    page
      .getByRole("region", { name: t("fi", "home:contacts.title"), exact: true })
      .getByText(t("fi", "home:contacts.maintenance.notFound")),
  ).toBeVisible();

  await page.goto("/taloni/turvallisuus-ja-pelastautuminen");
  await expect(page.getByText(t("fi", "home:safety.planMissing"))).toBeVisible();
  await expect(page.getByRole("link", { name: "112" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("Aino's building: photos through the API, the emergency plan as a PDF, the facts (en)", async ({
  page,
}) => {
  await startSessionAs(page, AINO, "en");
  await page.goto("/taloni/taloni");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "home:building.title"));
  const photos = page.getByRole("figure").locator("img");
  await expect(photos).toHaveCount(2);
  for (const photo of await photos.all()) {
    await expect(photo).toHaveAttribute("src", /^blob:/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await expectNoAxeViolations(page);

  await page
    .getByRole("main")
    .getByRole("link", { name: t("en", "home:building.safetyLink") })
    .click();
  const plan = page.getByRole("link", { name: t("en", "home:safety.planLink") });
  await expect(plan).toHaveAttribute("href", /^blob:/);
  const [download] = await Promise.all([page.waitForEvent("download"), plan.click()]);
  expect(download.suggestedFilename()).toBe("pelastussuunnitelma.pdf");
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
  await expectNoAxeViolations(page);

  await page.goto("/taloni/taloni-tiedot");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "home:facts.title"));
  await expect(page.getByText(t("en", "home:facts.builtYear"))).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the fault pages' urgent advice shows the maintenance company's emergency number, in Finnish and English", async ({
  page,
}) => {
  const sessionId = await startSessionAs(page, AINO);
  const building = await apiGet<Building>(page.request, sessionId, "/api/building");
  const company = building.maintenanceCompany!;
  const tel = `tel:${company.emergencyNumber.replace(/[\s-]/g, "")}`;
  for (const path of ["/asuminen/vikailmoitus", "/asuminen/vikailmoitus/uusi"]) {
    await page.goto(path);
    const advice = page.locator("[data-urgent-advice]");
    await expect(advice).toContainText(t("fi", "faults:urgent.callMaintenance", { company: company.name }));
    await expect(advice.getByRole("link", { name: company.emergencyNumber })).toHaveAttribute("href", tel);
    await expect(advice.getByRole("link", { name: "112" })).toHaveAttribute("href", "tel:112");
    await expectNoAxeViolations(page);
  }
  await page.getByRole("button", { name: t("fi", "language.en") }).click();
  const advice = page.locator("[data-urgent-advice]");
  await expect(advice).toContainText(t("en", "faults:urgent.callMaintenance", { company: company.name }));
  await expect(advice.getByRole("link", { name: company.emergencyNumber })).toBeVisible();
});
