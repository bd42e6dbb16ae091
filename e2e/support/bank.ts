import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";

/** On the sandbox bank's page (/sandbox/idp), identifies as the test person with this name. */
export async function identifyAs(page: Page, name: string) {
  await expect(page).toHaveURL(/\/sandbox\/idp\//);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: new RegExp(name) }).click();
}
