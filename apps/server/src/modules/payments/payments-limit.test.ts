import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_PAYTRAIL_MERCHANT_ID, SANDBOX_PAYTRAIL_SECRET } from "../../config.ts";
import { paymentAttempts } from "../../db/schema/payments.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import type { PaymentSettings } from "../../setup/payments.ts";
import { memoryPaymentStore } from "../../sandbox/pay/pay.repository.ts";
import { createSandboxPayments } from "../../sandbox/pay/sandbox-payments.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { STARTS_PER_HOUR } from "./payments.service.ts";

const AINO = "aino.asukas@example.fi";

describe.each(testDatabases)(
  "the hourly cap on payment starts under parallel requests on $name",
  (target) => {
    // The provider is a server of its own here, reached over HTTP, so it can count what it was asked.
    const settings: PaymentSettings = {
      merchantId: SANDBOX_PAYTRAIL_MERCHANT_ID,
      secret: SANDBOX_PAYTRAIL_SECRET,
      apiUrl: "set once the provider listens",
      sandbox: false,
      reconcileIntervalMs: 60_000,
      publicUrl: "http://localhost:3000",
    };
    const provider = createSandboxPayments({
      merchantId: settings.merchantId,
      secret: settings.secret,
      publicUrl: "http://127.0.0.1",
      now: () => t.clock.now,
      store: memoryPaymentStore(),
      callMerchant: async () => 200,
      callbackTimes: 0,
    });
    let created = 0;
    const server = createServer((request, response) => {
      let body = "";
      request.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      request.on("end", async () => {
        if (request.method !== "POST" || request.url !== "/payments") return response.writeHead(404).end();
        const answer = await provider.createPayment(request.headers, body);
        if (answer.status === 201) created++;
        response
          .writeHead(answer.status, { ...answer.headers, "content-type": "application/json" })
          .end(answer.body);
      });
    });
    // Before the app is built (useTestApp's own beforeAll comes next), so the client gets its address.
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      settings.apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      provider.close();
      await new Promise((resolve) => server.close(resolve));
    });
    const t = useTestApp(target, { payments: settings });

    it("60 starts at once by one account create exactly the cap, here and at the provider", async () => {
      const session = await t.login(AINO);
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          t.app.inject({
            method: "POST",
            url: "/api/payments",
            headers: t.bearer(session),
            payload: { amountCents: 1_000 + i },
          }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([
        ...Array(STARTS_PER_HOUR).fill(201),
        ...Array(60 - STARTS_PER_HOUR).fill(429),
      ]);
      const [account] = await t.database.db
        .select({ id: userAccounts.id })
        .from(userAccounts)
        .where(eq(userAccounts.email, AINO));
      const [started] = await t.database.db
        .select({ n: count() })
        .from(paymentAttempts)
        .where(eq(paymentAttempts.userId, account!.id));
      expect(started?.n).toBe(STARTS_PER_HOUR);
      expect(created).toBe(STARTS_PER_HOUR);
    });
  },
);
