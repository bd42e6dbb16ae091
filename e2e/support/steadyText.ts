import type { Page } from "@playwright/test";

const MONTHS =
  /\b(tammi|helmi|maalis|huhti|touko|kesä|heinä|elo|syys|loka|marras|joulu)(kuu[a-zåäö]*)?\b|\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b|\b(januari|februari|mars|maj|juni|juli|augusti|oktober|okt)\b/gi;

/**
 * Text that changes with the day the demo world was built, made the same every day, before a page
 * is compared with its reviewed image: every digit drawn as 0 and every month name as one word
 * (the page is laid out again with them, the same every day).
 */
export async function steadyText(page: Page) {
  await page.evaluate((source) => {
    const months = new RegExp(source, "gi");
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      node.nodeValue = (node.nodeValue ?? "").replace(/\d/g, "0").replace(months, "Kuu");
  }, MONTHS.source);
}
