import { escapeHtml } from "../../integrations/templates/render.ts";
import { htmlPage } from "../page.ts";
import type { TestPerson } from "./test-persons.ts";
import type { TestStaff } from "./test-staff.ts";

/** Served by the sandbox routes; a stylesheet of our own origin is what the strict CSP allows. */
export const STYLESHEET_PATH = "/sandbox/idp/assets/idp.css";

const layout = (title: string, body: string) => htmlPage("fi", title, STYLESHEET_PATH, body);

/** The bank's sign-in step: every test person is a one-button form, so the keyboard reaches each. */
export function loginPage(uid: string, persons: readonly TestPerson[], clientName: string): string {
  const action = (what: string) => `/sandbox/idp/interaction/${encodeURIComponent(uid)}/${what}`;
  const items = persons
    .map(
      (p) => `<li>
<form method="post" action="${action("login")}">
<input type="hidden" name="person" value="${escapeHtml(p.id)}">
<button type="submit" class="person">
<span class="name">${escapeHtml(`${p.firstName} ${p.lastName}`)}</span>
<span class="code">${escapeHtml(p.identityCode)}</span>
<span class="note" lang="fi">${escapeHtml(p.fi)}</span>
<span class="note" lang="en">${escapeHtml(p.en)}</span>
</button>
</form>
</li>`,
    )
    .join("\n");
  return layout(
    "Testitunnistautuminen / Test identification",
    `<p class="badge">Testiympäristö <span lang="en">/ Test environment</span></p>
<h1>Valitse testihenkilö <span lang="en">/ Choose a test person</span></h1>
<p>Palvelu ${escapeHtml(clientName)} pyytää vahvaa tunnistautumista. Tämä on testipankki: valitse henkilö, jona tunnistaudut.</p>
<p lang="en">${escapeHtml(clientName)} asks for strong identification. This is a test bank: choose the person to identify as.</p>
<ul class="persons">
${items}
</ul>
<form method="post" action="${action("abort")}">
<button type="submit" class="cancel">Peruuta <span lang="en">/ Cancel</span></button>
</form>`,
  );
}

/** The company's sign-in step for staff: every test employee is a one-button form. */
export function staffLoginPage(uid: string, staff: readonly TestStaff[]): string {
  const action = (what: string) => `/sandbox/idp/interaction/${encodeURIComponent(uid)}/${what}`;
  const items = staff
    .map(
      (s) => `<li>
<form method="post" action="${action("login")}">
<input type="hidden" name="person" value="${escapeHtml(s.id)}">
<button type="submit" class="person">
<span class="name">${escapeHtml(s.name)}</span>
<span class="code">${escapeHtml(s.email)}</span>
<span class="note" lang="fi">${escapeHtml(s.fi)}</span>
<span class="note" lang="en">${escapeHtml(s.en)}</span>
</button>
</form>
</li>`,
    )
    .join("\n");
  return layout(
    "Testiyrityksen kirjautuminen / Test company sign-in",
    `<p class="badge">Testiympäristö <span lang="en">/ Test environment</span></p>
<h1>Valitse testityöntekijä <span lang="en">/ Choose a test employee</span></h1>
<p>Asukasportaalin hallinta pyytää kirjautumista yrityksen tunnuksilla. Tämä on testipalvelu: valitse työntekijä, jona kirjaudut.</p>
<p lang="en">The resident portal's staff console asks for a sign-in with the company account. This is a test service: choose the employee to sign in as.</p>
<ul class="persons">
${items}
</ul>
<form method="post" action="${action("abort")}">
<button type="submit" class="cancel">Peruuta <span lang="en">/ Cancel</span></button>
</form>`,
  );
}

export function errorPage(error: string, description: string | undefined): string {
  return layout(
    "Tunnistautuminen epäonnistui / Identification failed",
    `<h1>Tunnistautuminen epäonnistui <span lang="en">/ Identification failed</span></h1>
<p><code>${escapeHtml(error)}</code>${description ? ` ${escapeHtml(description)}` : ""}</p>`,
  );
}
