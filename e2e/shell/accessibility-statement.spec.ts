import { expect, test } from "@playwright/test";
import { AINO } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startSessionAs } from "../support/sessionAs.ts";

test("the accessibility statement is linked from the footer, signed out, in Finnish and English", async ({
  page,
}) => {
  await page.goto("/kirjaudu");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: t("fi", "footer.accessibility") })
    .click();
  await expect(page).toHaveURL(/\/saavutettavuus$/);
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "pages.accessibility"));
  // The standard (2.2, newer than the 2.1 the law asks), what is not yet accessible, the date, the
  // feedback channel and the authority.
  await expect(main).toContainText("(WCAG) 2.2 AA");
  await expect(main).toContainText("WCAG 2.2:n A- ja AA-tason");
  await expect(main.getByRole("heading", { name: t("fi", "content:accessibility.gapsTitle") })).toBeVisible();
  await expect(main).toContainText(t("fi", "content:accessibility.updated", { date: "28.11.2026" }));
  await expect(
    main.getByRole("link", { name: t("fi", "content:accessibility.feedbackLink") }),
  ).toHaveAttribute("href", "/ota-yhteytta/viesti?aihe=accessibility");
  await expect(
    main.getByRole("heading", { name: t("fi", "content:accessibility.authorityTitle") }),
  ).toBeVisible();
  await expect(main).toContainText(t("fi", "content:accessibility.authorityName"));
  await expect(main.getByRole("link", { name: /saavutettavuusvaatimukset\.fi/ })).toHaveAttribute(
    "href",
    "https://www.saavutettavuusvaatimukset.fi",
  );
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: t("fi", "language.en") }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "pages.accessibility"));
  await expect(main).toContainText(t("en", "content:accessibility.authorityName"));
  await expect(main).toContainText("(WCAG) 2.2");
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: t("en", "footer.accessibility") }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("signed in, the statement's feedback link opens the message form on accessibility feedback", async ({
  page,
}) => {
  await startSessionAs(page, AINO);
  await page.goto("/");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: t("fi", "footer.accessibility") })
    .click();
  await page.getByRole("link", { name: t("fi", "content:accessibility.feedbackLink") }).click();
  await expect(page).toHaveURL(/\/ota-yhteytta\/viesti\?aihe=accessibility$/);
  await expect(page.getByLabel(t("fi", "messages:form.category"), { exact: true })).toHaveValue("471");
  await expect(page.getByLabel(t("fi", "messages:form.subcategory"), { exact: true })).toHaveValue(
    "accessibility",
  );
  await expect(
    page.getByRole("option", { name: t("fi", "messages:subcategories.accessibility") }),
  ).toBeAttached();
  await expectNoAxeViolations(page);
});
