import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { PROTECTED } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { apiSession, startSessionAs, startStaffSession } from "../support/sessionAs.ts";

/**
 * A property manager publishes an urgent notice for Tikkurilan Lähde, which a tenant of that
 * building sees at the top of the notices and as a bulletin on her home page until it is
 * withdrawn; a colleague's change made while the manager is editing is not overwritten; a PDF is
 * filed for the whole building (the default choice) and one under the tenant's own apartment, and
 * the tenant finds both and downloads hers. Tikkurilan Lähde has no notices of its own and no other
 * journey reads its notices; everything written here is removed at the end.
 */
test.describe.configure({ timeout: 180_000 });

const KALLE = "kalle.kiinteisto@kotikallio.example.fi";
const BUILDING = "Tikkurilan Lähde";
/** Sanna Suojattu's apartment in Tikkurilan Lähde (server/src/seed/account-seed.ts). */
const SANNAS_APARTMENT = "C 3";
const s = (key: string, vars?: Record<string, string>) => t("fi", `staff:notices.${key}`, vars);
const n = (key: string, vars?: Record<string, string>) => t("fi", `notices:${key}`, vars);

/** A list row's action button ("Muokkaa: …"): the title is read out after the action. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const action = (verb: string, title: string) => new RegExp(`^${escape(verb)}\\s*: ${escape(title)}$`);

const bearer = (sessionId: string) => ({ authorization: `Bearer ${sessionId}` });

async function bulletinTitles(request: APIRequestContext, tenant: string): Promise<string[]> {
  const res = await request.get("/api/notices/bulletins", { headers: bearer(tenant) });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { formData: { title: { fi: string } } }[] };
  return data.map((item) => item.formData.title.fi);
}

/** A small PDF: the server takes a file by its bytes, whatever its name says. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

test("a property manager publishes an urgent notice the building's tenant sees, keeps a colleague's change, and files a PDF under the tenant's apartment", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Lämmityskatko ${stamp}`;
  const document = `Huoneistotarkastus ${stamp}`;
  const buildingDocument = `Pihan säännöt ${stamp}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  const staff = await startStaffSession(page, KALLE);

  // The console: the lists of the manager's notices and events, and the documents.
  await page.goto("/hallinta/tiedotteet");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(s("title"));
  await expect(page.getByRole("region", { name: s("list.notice") })).toBeVisible();
  await expectNoAxeViolations(page);
  // On a phone the lists scroll inside their frames and the upload form keeps to the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() => page.evaluate(() => window.document.documentElement.scrollWidth), {
      message: "console at 375 px",
    })
    .toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // An urgent notice for Tikkurilan Lähde, in both languages.
  await page.getByRole("button", { name: s("newNotice") }).click();
  const finnish = page.getByRole("group", { name: s("editor.inFinnish") });
  const english = page.getByRole("group", { name: s("editor.inEnglish") });
  await finnish.getByLabel(s("editor.title")).fill(title);
  await finnish.getByLabel(s("editor.text")).fill("<p>Lämpö on poikki tänään klo 10–14.</p>");
  await english.getByLabel(s("editor.title")).fill(`Heating off ${stamp}`);
  await english.getByLabel(s("editor.text")).fill("<p>The heating is off today from 10 to 14.</p>");
  await page.getByRole("checkbox", { name: BUILDING }).check();
  await page.getByRole("checkbox", { name: s("editor.urgent") }).check();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: s("editor.publish") }).click();
  await expect(page.getByText(s("editor.created", { title }))).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText(s("list.urgent"));
  await expectNoAxeViolations(page);

  // The tenant of that building, in a browser of her own: first in the list, marked urgent, and a bulletin.
  const tenantContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const tenantPage = await tenantContext.newPage();
  await startSessionAs(tenantPage, PROTECTED);
  const tenant = await apiSession(tenantPage.request, PROTECTED);
  await tenantPage.goto("/taloni/tiedotteet");
  await expect(tenantPage.getByRole("heading", { level: 1 })).toHaveText(n("notices.title"));
  const first = tenantPage.getByRole("article").first();
  await expect(first.getByRole("heading", { level: 2 })).toHaveText(title);
  await expect(first).toContainText(n("urgent"));
  await expectNoAxeViolations(tenantPage);
  expect(await bulletinTitles(tenantPage.request, tenant)).toContain(title);

  // On her home page the notice is a bulletin in the warning style, above every page until she has
  // read it; it leads to the notice's own page, and opening that reads it.
  await tenantPage.goto("/");
  const bulletin = tenantPage.getByRole("region", { name: title });
  await expect(bulletin).toBeVisible();
  await expect(bulletin).toHaveAttribute("data-tone", "warning");
  await expect(bulletin).toContainText(t("fi", "bulletins.kind.urgentNotice"));
  await expect(bulletin).toContainText("Lämpö on poikki tänään klo 10–14.");
  await expect(
    bulletin.getByRole("button", { name: new RegExp(`^${t("fi", "bulletins.close")}`) }),
  ).toHaveCount(0);
  await expectNoAxeViolations(tenantPage);
  await tenantPage.goto("/taloni/ohjeet-dokumentit");
  await expect(tenantPage.getByRole("region", { name: title })).toBeVisible();
  await tenantPage
    .getByRole("region", { name: title })
    .getByRole("link", { name: action(t("fi", "bulletins.readNotice"), title) })
    .click();
  await expect(tenantPage.getByRole("heading", { level: 1 })).toHaveText(title);
  // Not repeated above the notice itself.
  await expect(tenantPage.getByRole("region", { name: title })).toHaveCount(0);
  await expect.poll(() => bulletinTitles(tenantPage.request, tenant)).not.toContain(title);
  await tenantPage.goto("/");
  await expect(tenantPage.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(tenantPage.getByRole("region", { name: title })).toHaveCount(0);

  // The manager starts editing; meanwhile a colleague saves a change to the same version.
  await page.getByRole("button", { name: action(s("list.edit"), title) }).click();
  await expect(page.getByRole("heading", { name: s("editor.edit.notice") })).toBeVisible();
  const list = await page.request.get("/api/staff/notices", { headers: bearer(staff) });
  const post = ((await list.json()) as { data: { id: string; title: { fi: string } }[] }).data.find(
    (p) => p.title.fi === title,
  )!;
  type Stored = {
    title: { fi: string; en: string };
    text: { fi: string; en: string };
    buildingIds: string[];
    publishAt: string;
    expiresAt: string | null;
    urgent: boolean;
    updatedAt: string;
  };
  const current = (
    (await (await page.request.get(`/api/staff/notices/${post.id}`, { headers: bearer(staff) })).json()) as {
      data: Stored;
    }
  ).data;
  const colleagues = `${title} (päivitetty)`;
  const changed = await page.request.put(`/api/staff/notices/${post.id}`, {
    headers: bearer(staff),
    data: {
      title: { ...current.title, fi: colleagues },
      text: current.text,
      buildingIds: current.buildingIds,
      publishAt: current.publishAt,
      expiresAt: current.expiresAt,
      urgent: current.urgent,
      updatedAt: current.updatedAt,
    },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  // The manager's save is refused with the reason, and the colleague's change stays.
  await finnish.getByLabel(s("editor.text")).fill("<p>Lämpö on poikki tänään klo 12–16.</p>");
  await page.getByRole("button", { name: s("editor.save") }).click();
  await expect(page.getByText(s("editor.stale.notice"))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: s("editor.cancel") }).click();
  await expect(page.getByRole("row").filter({ hasText: colleagues })).toBeVisible();

  // Opened again, the newest version is what is changed.
  await page.getByRole("button", { name: action(s("list.edit"), colleagues) }).click();
  await expect(finnish.getByLabel(s("editor.title"))).toHaveValue(colleagues);
  await finnish.getByLabel(s("editor.text")).fill("<p>Lämpö on poikki tänään klo 12–16.</p>");
  await page.getByRole("button", { name: s("editor.save") }).click();
  await expect(page.getByText(s("editor.changed", { title: colleagues }))).toBeVisible();

  // A PDF for the whole building: the apartment's default choice, no apartment.
  const upload = page.getByRole("region", { name: s("documents.title") });
  await upload.getByLabel(s("documents.building"), { exact: true }).selectOption({ label: BUILDING });
  const apartment = upload.getByLabel(s("documents.apartmentField"), { exact: true });
  await expect(apartment.locator("option", { hasText: SANNAS_APARTMENT })).toHaveCount(1);
  await expect(apartment.locator("option:checked")).toHaveText(s("documents.wholeBuilding"));
  await upload.getByLabel(s("documents.name")).fill(buildingDocument);
  await upload.getByLabel(s("documents.file")).setInputFiles({
    name: "saannot.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await upload.getByRole("button", { name: s("documents.upload") }).click();
  await expect(upload.getByText(s("documents.uploaded", { name: buildingDocument }))).toBeVisible();
  await expect(upload.getByRole("row").filter({ hasText: buildingDocument })).toBeVisible();

  // Then one into the tenant's own apartment's folder.
  await apartment.selectOption({ label: s("documents.apartmentOption", { number: SANNAS_APARTMENT }) });
  await upload.getByLabel(s("documents.name")).fill(document);
  await upload.getByLabel(s("documents.file")).setInputFiles({
    name: "tarkastus.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await expectNoAxeViolations(page);
  await upload.getByRole("button", { name: s("documents.upload") }).click();
  await expect(upload.getByText(s("documents.uploaded", { name: document }))).toBeVisible();
  const stored = upload.getByRole("row").filter({ hasText: document });
  await expect(stored).toContainText(s("documents.apartmentOption", { number: SANNAS_APARTMENT }));
  await expectNoAxeViolations(page);

  // The tenant finds it among her apartment's documents and downloads it; the building's is among
  // the building's.
  await tenantPage.goto("/taloni/ohjeet-dokumentit");
  const buildingDocuments = tenantPage.getByRole("region", { name: n("documents.groups.buildingLinks") });
  await expect(
    buildingDocuments.getByRole("button", { name: new RegExp(`^${buildingDocument}`) }),
  ).toBeVisible();
  const apartmentDocuments = tenantPage.getByRole("region", { name: n("documents.groups.apartmentLinks") });
  const link = apartmentDocuments.getByRole("button", { name: new RegExp(`^${document}`) });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(tenantPage);
  const [pdf] = await Promise.all([tenantPage.waitForEvent("download"), link.click()]);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // Withdrawn by the manager, the notice leaves the tenant's list and bulletins; the PDF is removed too.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: action(s("list.remove"), colleagues) }).click();
  await expect(page.getByText(s("list.removed", { title: colleagues }))).toBeVisible();
  await tenantPage.goto("/taloni/tiedotteet");
  await expect(tenantPage.getByText(n("notices.empty"))).toBeVisible();
  expect(await bulletinTitles(tenantPage.request, tenant)).not.toContain(colleagues);
  await tenantPage.goto("/");
  await expect(tenantPage.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(tenantPage.getByRole("region", { name: colleagues })).toHaveCount(0);
  await expect(tenantPage.locator("[data-bulletin-type='urgent-notice']")).toHaveCount(0);
  const me = (await (await page.request.get("/api/staff/me", { headers: bearer(staff) })).json()) as {
    buildings: { id: string; name: string }[];
  };
  const buildingId = me.buildings.find((b) => b.name === BUILDING)!.id;
  const documents = (await (
    await page.request.get(`/api/staff/documents?buildingId=${buildingId}`, { headers: bearer(staff) })
  ).json()) as { data: { id: string; name: string }[] };
  for (const name of [document, buildingDocument]) {
    const filed = documents.data.find((d) => d.name === name)!;
    const removed = await page.request.delete(`/api/staff/documents/${filed.id}`, { headers: bearer(staff) });
    expect(removed.status()).toBe(204);
  }
  await tenantContext.close();
});
