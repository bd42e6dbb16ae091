import { readFileSync } from "node:fs";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { IMPERSONATION_PAGE } from "@portal/schemas/impersonation.constants";
import { userAccounts } from "./db/schema/persons.ts";
import { IMPERSONATION_COOKIE } from "./modules/impersonation/impersonation.routes.ts";
import {
  notice as terminationNotice,
  terminationClient,
} from "./modules/termination/termination-test-client.ts";
import { LOG_REDACT, LOG_SERIALIZERS, logSafeUrl, SECRET_PAGES, SECRET_PARAMS } from "./plugins/logging.ts";
import { visitSandboxBank } from "./sandbox/idp/idp-test-driver.ts";
import { DEMO_REVIEW_TOKEN } from "./seed/committee-forms-seed.ts";
import { testDatabases } from "./test/databases.ts";
import { useTestApp } from "./test/harness.ts";
import { lastOutboxMessage } from "./test/outbox.ts";
import { staffSession } from "./test/staff-sessions.ts";

const AINO = "aino.asukas@example.fi";
const AINO_CODE = "150385-912E";
const VILJA = "vilja.vaihtaja@example.fi";
const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";
/** The only party on his lease: his notice goes to review at once. */
const PEKKA = "pekka.puhelin@example.fi";
const IBAN = "FI21 1234 5600 0007 85";

/** A parameter name that sounds like a secret: it must be one of SECRET_PARAMS to be redacted. */
const SOUNDS_SECRET = /token|secret|nonce|code|key|password|signature|hash/i;
const paramsOf = (pattern: string) =>
  pattern
    .split("/")
    .filter((s) => s.startsWith(":"))
    .map((s) => s.slice(1));

describe("logSafeUrl", () => {
  it.each([
    ["/api/form-review/AbC_123", "/api/form-review/:token", "/api/form-review/[redacted]"],
    [
      "/api/form-review/approve/AbC_123",
      "/api/form-review/approve/:token",
      "/api/form-review/approve/[redacted]",
    ],
    ["/api/bookings/feed/abc.ics", "/api/bookings/feed/:token", "/api/bookings/feed/[redacted]"],
    // Pages of the web app answer from the SPA's fallback, without a route pattern of their own.
    ["/hallinta/lomakkeet/AbC_123", undefined, "/hallinta/lomakkeet/[redacted]"],
    ["/vaihtoilmoitukset/5f0c/s3cr3t?x=1", undefined, "/vaihtoilmoitukset/5f0c/[redacted]?x=1"],
    [`${IMPERSONATION_PAGE}?nonce=n0nce`, undefined, `${IMPERSONATION_PAGE}?nonce=[redacted]`],
    [
      "/api/identification/callback?code=c0de&state=st4te&iss=http%3A%2F%2Fidp",
      "/api/identification/callback",
      "/api/identification/callback?code=[redacted]&state=[redacted]&iss=http%3A%2F%2Fidp",
    ],
    ["/irtisano?registerSessionId=r3g&lang=fi", undefined, "/irtisano?registerSessionId=[redacted]&lang=fi"],
    // Bank identification's signed request object.
    [
      "/sandbox/idp/auth?client_id=portal&request=eyJhbGciOi.eyJub25jZSI.c2lnbmF0dXJl&scope=openid",
      "/sandbox/idp/auth",
      "/sandbox/idp/auth?client_id=portal&request=[redacted]&scope=openid",
    ],
    // Personal data in a query: search words, a mailbox address, and values shaped like personal data.
    [
      "/api/staff/queue?q=Aino+Asukas&sort=newest",
      "/api/staff/queue",
      "/api/staff/queue?q=[redacted]&sort=newest",
    ],
    [
      "/sandbox/mail/messages.json?to=aino.asukas%40example.fi",
      "/sandbox/mail/messages.json",
      "/sandbox/mail/messages.json?to=[redacted]",
    ],
    ["/api/x?who=150385-912E&p=2", undefined, "/api/x?who=[redacted]&p=2"],
    ["/api/x?n=%2B358405557788&iban=FI2112345600000785", undefined, "/api/x?n=[redacted]&iban=[redacted]"],
    [
      "/api/x?building=ab123456-789a-4c1d-9e8f-0123456789ab",
      undefined,
      "/api/x?building=ab123456-789a-4c1d-9e8f-0123456789ab",
    ],
    // Nothing secret: as it came.
    ["/hallinta/jono/messages/5f0c", undefined, "/hallinta/jono/messages/5f0c"],
    ["/api/staff/queue/messages/5f0c", "/api/staff/queue/:kind/:id", "/api/staff/queue/messages/5f0c"],
    ["/hallinta/lomakkeet", undefined, "/hallinta/lomakkeet"],
  ])("writes %s as the log may show it", (url, route, safe) => {
    expect(logSafeUrl(url, route)).toBe(safe);
  });
});

describe("LOG_REDACT", () => {
  it("keeps personal data out of any log line under its usual keys, names in bodies among them", () => {
    const lines: string[] = [];
    const log = pino(
      { redact: { paths: LOG_REDACT, censor: "[redacted]" } },
      { write: (line: string) => void lines.push(line) },
    );
    const personal = {
      email: "aino.asukas@example.fi",
      ssn: AINO_CODE,
      phone: "040 555 7788",
      iban: IBAN,
      name: "Aino Asukas",
      recipientName: "Ville Vuokralainen",
    };
    log.info(
      {
        email: personal.email,
        ssn: personal.ssn,
        iban: personal.iban,
        recipientName: personal.recipientName,
        user: { email: personal.email, phoneNumber: personal.phone, ssn: personal.ssn },
        body: {
          name: personal.name,
          contact: { name: personal.name, email: personal.email },
          beneficiaries: [{ beneficiaryName: personal.recipientName, iban: personal.iban }],
        },
        job: "notifications",
      },
      "something happened",
    );
    const line = lines.join("");
    for (const [key, value] of Object.entries(personal)) expect(line.includes(value), key).toBe(false);
    expect(line).toContain('"job":"notifications"');
  });
});

describe.each(testDatabases)("the request log on $name", (target) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const t = useTestApp(target, {
    logger: {
      level: "trace",
      stream,
      redact: { paths: LOG_REDACT, censor: "[redacted]" },
      serializers: LOG_SERIALIZERS,
    },
  });

  it("covers every route and page whose parameter sounds secret", () => {
    // The server's routes: a parameter that sounds secret must be one the log redacts.
    const routes = t.app.routeAccess.map((r) => r.url);
    expect(routes).toContain("/api/form-review/:token");
    for (const url of routes)
      for (const name of paramsOf(url))
        if (SOUNDS_SECRET.test(name)) expect(SECRET_PARAMS, `${url} names :${name}`).toContain(name);
    // The web app's pages (served by the SPA's fallback): listed in SECRET_PAGES.
    const manifest = JSON.parse(
      readFileSync(new URL("../../web/src/lib/routes.json", import.meta.url), "utf8"),
    ) as { routes: Record<string, { path: string }> };
    const pages = Object.values(manifest.routes).map((r) => r.path);
    for (const path of pages)
      if (paramsOf(path).some((name) => SOUNDS_SECRET.test(name)))
        expect(SECRET_PAGES, `the page ${path}`).toContain(path);
    for (const page of SECRET_PAGES) expect(pages).toContain(page);
  });

  it("keeps every secret a journey handles out of the log: tokens, secrets, codes, nonces, sessions, identity codes and IBANs", async () => {
    const secrets = new Map<string, string>();
    const keep = (what: string, value: string | null | undefined) => {
      expect(value, what).toBeTruthy();
      secrets.set(what, value!);
    };
    // The moderator's review link of the demo's action plan: opened as a page, read and decided.
    const token = DEMO_REVIEW_TOKEN;
    keep("the review token", token);
    expect((await t.app.inject({ method: "GET", url: `/hallinta/lomakkeet/${token}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/form-review/${token}` })).statusCode).toBe(200);
    const approved = await t.app.inject({ method: "PATCH", url: `/api/form-review/approve/${token}` });
    expect(approved.statusCode, approved.body).toBe(200);
    await t.app.inject({
      method: "PATCH",
      url: `/api/form-review/reject/${token}`,
      payload: { reason: "x" },
    });
    await t.app.inject({ method: "POST", url: `/api/form-review/resend/${token}` });

    // A lease's termination with the deposit's account, confirmed by the bank's round trip.
    const termination = terminationClient(t);
    const pekka = await t.login(PEKKA);
    keep("Pekka's session", pekka);
    keep("the IBAN", IBAN);
    keep("the IBAN without spaces", IBAN.replaceAll(" ", ""));
    const given = await termination.give(
      pekka,
      terminationNotice({
        newAddress: {
          recipientName: "Pekka Puhelin",
          streetAddress: "Kuja 3",
          postalCode: "02100",
          city: "Espoo",
        },
        beneficiaries: [
          {
            beneficiaryName: "Pekka Puhelin",
            email: PEKKA,
            phoneNumber: "040 555 7788",
            iban: IBAN,
            bic: null,
            returnPercentage: 100,
          },
        ],
      }),
    );
    expect(given.statusCode, given.body).toBe(200);
    // The browser's first stop at the bank: the address carries a signed request object (FTN).
    const bank = new URL(given.json<{ url: string }>().url);
    keep("the signed request object", bank.searchParams.get("request"));
    await t.app.inject({ method: "GET", url: `${bank.pathname}${bank.search}` });
    const identified = await termination.identify(PEKKA);
    keep("the registerSessionId", identified.registerSessionId);
    keep("the identification's state", identified.state);
    // The bank sends the browser back to the form's page with both in the address.
    await t.app.inject({
      method: "GET",
      url: `/irtisano?registerSessionId=${identified.registerSessionId}&state=${identified.state}`,
    });
    const confirmed = await termination.confirm(pekka, identified);
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const ainoSession = await t.login(AINO);
    keep("Aino's session", ainoSession);
    const aino = t.bearer(ainoSession);

    // An exchange notice's confirmation link, opened as a page and confirmed.
    const viljaHeaders = t.bearer(await t.login(VILJA));
    keep("Vilja's session", viljaHeaders.authorization.replace("Bearer ", ""));
    const notice = await t.app.inject({
      method: "POST",
      url: "/api/exchange/notices",
      headers: viljaHeaders,
      payload: {
        description: "Valoisa kolmio Tapiolassa.",
        wish: {
          cities: ["Vantaa"],
          rooms: [2],
          areaMin: null,
          areaMax: null,
          rentMin: null,
          rentMax: null,
          text: "",
        },
        contact: { name: "Vilja", phone: "040 555 8811", email: "" },
        language: "fi",
      },
    });
    expect(notice.statusCode, notice.body).toBe(201);
    const mail = await lastOutboxMessage(t.database.db, VILJA, "exchange-confirm");
    const { id: noticeId, code: secret } = mail!.data as { id: string; code: string };
    keep("the exchange confirmation secret", secret);
    await t.app.inject({ method: "GET", url: `/vaihtoilmoitukset/${noticeId}/${secret}` });
    const published = await t.app.inject({
      method: "POST",
      url: "/api/exchange/confirm",
      payload: { id: noticeId, secret },
    });
    expect(published.statusCode, published.body).toBe(200);

    // A calendar feed's address, read as a phone's calendar reads it.
    const feed = await t.app.inject({
      method: "POST",
      url: "/api/bookings/feed",
      headers: aino,
    });
    expect(feed.statusCode, feed.body).toBeLessThan(300);
    const feedPath = new URL(feed.json<{ url: string }>().url).pathname;
    keep(
      "the feed token",
      feedPath
        .split("/")
        .at(-1)!
        .replace(/\.ics$/, ""),
    );
    expect((await t.app.inject({ method: "GET", url: feedPath })).statusCode).toBe(200);

    // An impersonation: the identity code given, the provider's code and state, the nonce, the session.
    const staff = await staffSession(t, ASTA);
    keep("Asta's session", staff);
    keep("Aino's identity code", AINO_CODE);
    keep("Aino's identity code without its punctuation", AINO_CODE.replace(/[-+A-Y]/g, ""));
    const browser = { cookie: `${IMPERSONATION_COOKIE}=request-log-test-browser-0123456789abcdefgh` };
    const [target] = await t.database.db
      .select({ customerNumber: userAccounts.customerNumber })
      .from(userAccounts)
      .where(eq(userAccounts.email, AINO));
    const initiated = await t.app.inject({
      method: "POST",
      url: "/api/impersonate/initiate",
      headers: { ...t.bearer(staff), ...browser },
      payload: {
        ssn: AINO_CODE,
        email: ASTA,
        targetTenantId: target!.customerNumber,
        reason: "Asukas soitti laskustaan",
      },
    });
    expect(initiated.statusCode, initiated.body).toBe(200);
    const { callbackUrl } = await visitSandboxBank(
      t.app,
      initiated.json<{ url: string }>().url,
      "staff-asta",
    );
    const callback = new URL(callbackUrl, "http://localhost");
    keep("the provider's code", callback.searchParams.get("code"));
    keep("the provider's state", callback.searchParams.get("state"));
    const back = await t.app.inject({
      method: "GET",
      url: `${callback.pathname}${callback.search}`,
      headers: browser,
    });
    expect(back.statusCode).toBe(302);
    const landing = new URL(String(back.headers.location), "http://localhost");
    const nonce = landing.searchParams.get("nonce");
    keep("the nonce", nonce);
    await t.app.inject({ method: "GET", url: `${landing.pathname}${landing.search}` });
    const viewing = await t.app.inject({
      method: "POST",
      url: "/api/impersonate/login",
      headers: { ...t.bearer(staff), ...browser },
      payload: { nonce },
    });
    expect(viewing.statusCode, viewing.body).toBe(200);
    keep("the viewing session", viewing.json<{ sessionId: string }>().sessionId);

    const log = lines.join("");
    // One line per request, with the pattern of the route that answered.
    const feedLines = lines.filter((line) => line.includes('"url":"/api/bookings/feed/[redacted]"'));
    expect(feedLines).toHaveLength(1);
    expect(JSON.parse(feedLines[0]!)).toMatchObject({
      msg: "request completed",
      req: { method: "GET", route: "/api/bookings/feed/:token" },
      res: { statusCode: 200 },
    });
    // The requests were logged, with their secrets redacted where they were.
    for (const line of [
      `"url":"/hallinta/lomakkeet/[redacted]"`,
      `"url":"/api/form-review/[redacted]"`,
      `"url":"/api/form-review/approve/[redacted]"`,
      `"url":"/api/form-review/reject/[redacted]"`,
      `"url":"/api/form-review/resend/[redacted]"`,
      `"url":"/vaihtoilmoitukset/${noticeId}/[redacted]"`,
      `"url":"/api/bookings/feed/[redacted]"`,
      `"url":"/api/impersonate/callback?code=[redacted]&state=[redacted]`,
      `"url":"/irtisano?registerSessionId=[redacted]&state=[redacted]"`,
      `"url":"${IMPERSONATION_PAGE}?nonce=[redacted]"`,
    ])
      expect(log).toContain(line);
    for (const [what, value] of secrets) expect(log.includes(value), `${what} is in the log`).toBe(false);
  });
});
