import { expect as baseExpect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startAinoSession } from "../support/session.ts";
import { h1, latestPosts, plain } from "./content.ts";

// The machine running these is shared and often busy: the first paint after a load gets more time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const day = (date: string) => {
  const [y, m, d] = date.slice(0, 10).split("-");
  return `${Number(d)}.${Number(m)}.${y}`;
};

test.use({ viewport: { width: 1280, height: 900 } });

test("the home page's news card lists the three newest posts and opens one", async ({ page, request }) => {
  const posts = await latestPosts(request, "fi");
  expect(posts).toHaveLength(3);
  await startAinoSession(page);
  await page.goto("/");
  const card = page.getByRole("region", { name: t("fi", "home:news.title") });
  await expect(card.getByRole("listitem")).toHaveCount(3);
  for (const [i, post] of posts.entries()) {
    await expect(card.getByRole("listitem").nth(i)).toContainText(day(post.date));
    await expect(card.getByRole("listitem").nth(i).getByRole("link")).toHaveText(plain(post.title.rendered));
  }
  await expectNoAxeViolations(page);

  await card.getByRole("link", { name: plain(posts[0]!.title.rendered) }).click();
  await expect(page).toHaveURL(`/uutiset/${posts[0]!.slug}`);
  await expect(h1(page)).toHaveText(plain(posts[0]!.title.rendered));
  await expectNoAxeViolations(page);
});

test("the newsletter block opens the resident-activity site with the names and email", async ({
  page,
  context,
}) => {
  await context.route("https://asukastoiminta.example.fi/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Uutiskirje</title><h1>Uutiskirje</h1>" }),
  );
  await startAinoSession(page);
  await page.goto("/");
  const block = page.getByRole("region", { name: t("fi", "home:newsletter.title") });
  await block.getByLabel(t("fi", "home:newsletter.firstName")).fill("Aino");
  await block.getByLabel(t("fi", "home:newsletter.lastName")).fill("Asukas");
  const email = block.getByLabel(t("fi", "home:newsletter.email"));
  await email.fill("ei-osoite");
  await block.getByRole("button", { name: t("fi", "home:newsletter.submit") }).click();
  await expect(block.getByText(t("fi", "validation:email.default"))).toBeVisible();
  await expect(email).toBeFocused();
  await expectNoAxeViolations(page);

  await email.fill("Aino.Asukas@example.fi");
  const [popup] = await Promise.all([
    context.waitForEvent("page"),
    block.getByRole("button", { name: t("fi", "home:newsletter.submit") }).click(),
  ]);
  await popup.waitForLoadState();
  const url = new URL(popup.url());
  expect(url.origin + url.pathname).toBe("https://asukastoiminta.example.fi/uutiskirje");
  expect(Object.fromEntries(url.searchParams)).toEqual({
    etunimi: "Aino",
    sukunimi: "Asukas",
    email: "aino.asukas@example.fi",
  });
  // Opened without a way back to the portal's window.
  expect(await popup.evaluate(() => window.opener)).toBeNull();
});
