import { describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { createOutboxRepository, type OutboxMessage } from "../../modules/outbox/outbox.repository.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp, testAppConfig } from "../../test/harness.ts";
import { createMailboxRepository } from "./mailbox.repository.ts";
import { authMessages } from "../../modules/auth/auth.messages.ts";
import { phoneSignInMessages } from "../../modules/phone-sign-in/phone-sign-in.messages.ts";
import { profileMessages } from "../../modules/profile/profile.messages.ts";

interface Listed {
  id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  text: string;
  html: string | null;
  createdAt: string;
}

describe.each(embeddedDatabase)("sandbox mailbox on $name", (target) => {
  const t = useTestApp(target);
  const list = async (query = "") => {
    const res = await t.app.inject({ method: "GET", url: `/sandbox/mail/messages.json${query}` });
    expect(res.statusCode).toBe(200);
    return (res.json() as { messages: Listed[] }).messages;
  };
  const later = () => {
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    return t.clock.now;
  };

  it("lists delivered mail and SMS newest first, filtered by recipient in any case", async () => {
    const outbox = createOutboxRepository(t.database.db);
    const messages: OutboxMessage[] = [
      {
        recipient: "Mailbox.Aino@example.fi",
        template: authMessages["confirmation-code"],
        language: "fi",
        data: { code: "111111" },
      },
      {
        recipient: "mailbox.ville@example.fi",
        template: profileMessages["password-changed"],
        language: "en",
        data: { firstName: "Ville" },
      },
      {
        recipient: "+358401110000",
        template: phoneSignInMessages["phone-sign-in-code"],
        language: "en",
        data: { code: "222222" },
      },
    ];
    for (const message of messages) await outbox.enqueue(message, later());
    expect(await list("?to=mailbox.aino@example.fi")).toEqual([]);
    expect(await t.deliverOutbox()).toBe(3);

    const aino = await list("?to=MAILBOX.aino@EXAMPLE.fi");
    expect(aino).toHaveLength(1);
    expect(aino[0]).toMatchObject({
      channel: "mail",
      recipient: "Mailbox.Aino@example.fi",
      subject: "Vahvistuskoodisi",
    });
    expect(aino[0]?.text).toContain("Vahvistuskoodisi on 111111.");
    expect(aino[0]?.html).toContain("<strong>111111</strong>");
    expect(Date.parse(aino[0]?.createdAt ?? "")).not.toBeNaN();

    // "+" in a query string is a space unless encoded: both spellings find the SMS.
    for (const query of ["?to=%2B358401110000", "?to=+358401110000"]) {
      const sms = await list(query);
      expect(
        sms.map((m) => [m.channel, m.subject, m.html]),
        query,
      ).toEqual([["sms", null, null]]);
      expect(sms[0]?.text).toContain("222222");
    }

    const all = await list();
    const ours = all.filter((m) => /mailbox\.|\+358401110000/i.test(m.recipient)).map((m) => m.recipient);
    expect(ours).toEqual(["+358401110000", "mailbox.ville@example.fi", "Mailbox.Aino@example.fi"]);
    expect(await t.latestCode("mailbox.aino@example.fi")).toBe("111111");
  });

  it("answers an accessible HTML page that needs nothing the CSP blocks", async () => {
    await createMailboxRepository(t.database.db).insert(
      {
        channel: "mail",
        recipient: "<script>alert(1)</script>@example.fi",
        subject: "<img src=x onerror=alert(1)>",
        text: "Hei!\n\n<b>not bold</b>",
        html: null,
        outboxId: null,
      },
      later(),
    );
    const res = await t.app.inject({ method: "GET", url: "/sandbox/mail" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("style-src 'self'");
    const page = res.body;
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).toMatch(/<title>[^<]+<\/title>/);
    expect(page).toContain("<h1>Sandbox mailbox</h1>");
    expect(page).toContain('<th scope="col">Recipient</th>');
    expect(page).toContain('<label for="to">');
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;@example.fi");
    expect(page).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(page).toContain("&lt;b&gt;not bold&lt;/b&gt;");
    expect(page).toMatch(/<time datetime="[^"]+Z">\d{1,2}\.\d{1,2}\.\d{4} \d{2}\.\d{2}\.\d{2}<\/time>/);
    expect(page).not.toMatch(/<script|<style|<img|<[a-z][^>]*\s(style|on\w+)=/i);
    expect(page).toContain('<link rel="stylesheet" href="/sandbox/mail/mailbox.css">');

    const css = await t.app.inject({ method: "GET", url: "/sandbox/mail/mailbox.css" });
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(css.body).toContain("color:");
  });

  it("filters the page by recipient and says so when there is nothing", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sandbox/mail?to=nobody%40example.fi" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("No messages for this recipient yet.");
    expect(res.body).toContain('value="nobody@example.fi"');
  });

  it("refuses an overlong filter with a 400, not a 500", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/sandbox/mail/messages.json?to=${"a".repeat(400)}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it("is not served when mail and SMS go to real services", async () => {
    const app = await buildApp({
      config: testAppConfig,
      db: t.database.db,
      logger: false,
    });
    try {
      for (const url of ["/sandbox/mail", "/sandbox/mail/messages.json", "/sandbox/mail/mailbox.css"])
        expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    } finally {
      await app.close();
    }
  });
});
