import { escapeHtml } from "../../integrations/templates/render.ts";
import { htmlPage } from "../page.ts";
import { SANDBOX_METHODS } from "./payment-request.ts";
import { PAY_PATH, type SandboxTransaction } from "./sandbox-payments.ts";

/** Served by the sandbox routes; a stylesheet of our own origin is what the strict CSP allows. */
export const STYLESHEET_PATH = `${PAY_PATH}/assets/pay.css`;

type Lang = "fi" | "sv" | "en";

const TEXT = {
  fi: {
    title: "Testimaksu",
    badge: "Testiympäristö: rahaa ei siirry",
    heading: "Valitse maksutapa",
    amount: "Summa",
    reference: "Viite",
    bank: "Verkkopankit",
    card: "Kortit",
    mobile: "Mobiilimaksut",
    cancel: "Peruuta maksu",
    cancelNote: "Peruutus palauttaa sinut kauppiaan sivulle maksamatta.",
    done: { ok: "Maksu on jo maksettu.", fail: "Maksu on jo peruttu." },
    back: "Palaa kauppiaan sivulle",
    missing: "Maksua ei löydy. Se on ehkä vanhentunut tai testipalvelu on käynnistetty uudelleen.",
  },
  sv: {
    title: "Testbetalning",
    badge: "Testmiljö: inga pengar förs över",
    heading: "Välj betalningssätt",
    amount: "Belopp",
    reference: "Referens",
    bank: "Nätbanker",
    card: "Kort",
    mobile: "Mobilbetalningar",
    cancel: "Avbryt betalningen",
    cancelNote: "Om du avbryter kommer du tillbaka till handlarens sida utan att betala.",
    done: { ok: "Betalningen är redan betald.", fail: "Betalningen är redan avbruten." },
    back: "Tillbaka till handlarens sida",
    missing: "Betalningen hittades inte. Den kan ha gått ut, eller så har testtjänsten startats om.",
  },
  en: {
    title: "Test payment",
    badge: "Test environment: no money moves",
    heading: "Choose how to pay",
    amount: "Amount",
    reference: "Reference",
    bank: "Online banks",
    card: "Cards",
    mobile: "Mobile payments",
    cancel: "Cancel payment",
    cancelNote: "Cancelling takes you back to the merchant without paying.",
    done: { ok: "This payment has already been paid.", fail: "This payment has already been cancelled." },
    back: "Back to the merchant",
    missing: "Payment not found. It may have expired, or the test service was restarted.",
  },
} as const;

const layout = (lang: Lang, title: string, body: string) => htmlPage(lang, title, STYLESHEET_PATH, body);

export function pageLanguage(t: SandboxTransaction | undefined): Lang {
  const language = t?.request.language;
  return language === "EN" ? "en" : language === "SV" ? "sv" : "fi";
}

function euros(cents: number, lang: Lang): string {
  return new Intl.NumberFormat({ fi: "fi-FI", sv: "sv-FI", en: "en-IE" }[lang], {
    style: "currency",
    currency: "EUR",
  }).format(cents / 100);
}

/** The hosted payment page: every bank and card is a one-button form, so the keyboard reaches each. */
export function paymentPage(t: SandboxTransaction): string {
  const lang = pageLanguage(t);
  const text = TEXT[lang];
  const base = `${PAY_PATH}/pay/${encodeURIComponent(t.transactionId)}`;
  const summary = `<p class="badge">${escapeHtml(text.badge)}</p>
<h1>${escapeHtml(text.heading)}</h1>
<dl class="summary">
<dt>${escapeHtml(text.amount)}</dt><dd class="amount">${escapeHtml(euros(t.request.amount, lang))}</dd>
<dt>${escapeHtml(text.reference)}</dt><dd>${escapeHtml(t.request.reference)}</dd>
</dl>`;
  if (t.status !== "new") {
    return layout(
      lang,
      text.title,
      `${summary}
<p>${escapeHtml(text.done[t.status])}</p>
<form method="post" action="${base}/${t.status === "ok" ? "pay" : "cancel"}">
<input type="hidden" name="method" value="${escapeHtml(t.provider ?? "")}">
<button type="submit" class="cancel">${escapeHtml(text.back)}</button>
</form>`,
    );
  }
  const groups = (Object.keys(SANDBOX_METHODS) as (keyof typeof SANDBOX_METHODS)[])
    .map(
      (group) => `<section aria-labelledby="group-${group}">
<h2 id="group-${group}">${escapeHtml(text[group])}</h2>
<ul class="methods">
${SANDBOX_METHODS[group]
  .map(
    ([id, name]) => `<li><form method="post" action="${base}/pay">
<input type="hidden" name="method" value="${id}">
<button type="submit" class="method">${escapeHtml(name)}</button>
</form></li>`,
  )
  .join("\n")}
</ul>
</section>`,
    )
    .join("\n");
  return layout(
    lang,
    text.title,
    `${summary}
${groups}
<form method="post" action="${base}/cancel">
<p>${escapeHtml(text.cancelNote)}</p>
<button type="submit" class="cancel">${escapeHtml(text.cancel)}</button>
</form>`,
  );
}

export function notFoundPage(): string {
  return layout(
    "fi",
    "Maksua ei löydy / Payment not found",
    `<h1>Maksua ei löydy <span lang="en">/ Payment not found</span></h1>
<p>${escapeHtml(TEXT.fi.missing)}</p>
<p lang="en">${escapeHtml(TEXT.en.missing)}</p>`,
  );
}
