import { describe, expect, it } from "vitest";
import { createPaytrailClient } from "../../integrations/payments/paytrail-client.ts";
import { memoryPaymentStore } from "./pay.repository.ts";
import { createSandboxPayments } from "./sandbox-payments.ts";

const MERCHANT = "100001";
const SECRET = "sandbox-secret";

/** The sandbox driven directly, its callbacks recorded, the merchant side played by the real client. */
function setup(callbackDelay?: number) {
  const calls: { url: string; at: number }[] = [];
  let finishedAt = Infinity;
  const sandbox = createSandboxPayments({
    merchantId: MERCHANT,
    secret: SECRET,
    publicUrl: "https://portal.example",
    now: () => new Date(),
    store: memoryPaymentStore(),
    callbackTimes: 3,
    callbackRepeatMs: 30,
    async callMerchant(url) {
      calls.push({ url, at: performance.now() });
      return 200;
    },
  });
  const client = createPaytrailClient({
    merchantId: MERCHANT,
    secret: SECRET,
    apiUrl: "https://sandbox.example",
    fetch: async (input, init) => {
      const headers = init?.headers as Record<string, string>;
      const path = new URL(String(input)).pathname;
      const answer =
        init?.method === "POST"
          ? await sandbox.createPayment(headers, String(init.body))
          : await sandbox.getPayment(path.split("/").at(-1)!, headers);
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    },
  });
  const create = (stamp: string) =>
    client.createPayment({
      stamp,
      reference: "1232",
      amount: 2_000,
      currency: "EUR",
      language: "FI",
      customer: { email: "aino.asukas@example.fi" },
      redirectUrls: { success: "https://portal.example/ok", cancel: "https://portal.example/cancel" },
      callbackUrls: { success: "https://portal.example/cb-ok", cancel: "https://portal.example/cb-cancel" },
      ...(callbackDelay === undefined ? {} : { callbackDelay }),
    });
  const finish = async (id: string, outcome: { method: string } | "cancel") => {
    const location = await sandbox.finish(id, outcome);
    finishedAt = performance.now();
    return location;
  };
  return { sandbox, client, calls, create, finish, finishedAt: () => finishedAt };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("sandbox payment provider", () => {
  it("speaks the protocol the client speaks: create, read, and a signed redirect the client accepts", async () => {
    const s = setup();
    const created = await s.create("stamp-1");
    expect(created.href).toBe(`https://portal.example/sandbox/pay/pay/${created.transactionId}`);
    expect(await s.client.getPayment(created.transactionId)).toMatchObject({ status: "new", amount: 2_000 });
    const location = new URL((await s.finish(created.transactionId, { method: "nordea" }))!);
    expect(location.origin + location.pathname).toBe("https://portal.example/ok");
    expect(s.client.verifyReturn(Object.fromEntries(location.searchParams))).toMatchObject({
      status: "ok",
      stamp: "stamp-1",
      amount: 2_000,
      transactionId: created.transactionId,
      provider: "nordea",
    });
    expect(await s.client.getPayment(created.transactionId)).toMatchObject({
      status: "ok",
      provider: "nordea",
    });
    s.sandbox.close();
  });

  it("sends the first callback before the redirect and repeats it", async () => {
    const s = setup();
    const created = await s.create("stamp-2");
    await s.finish(created.transactionId, "cancel");
    expect(s.calls).toHaveLength(1);
    expect(s.calls[0]!.at).toBeLessThan(s.finishedAt());
    await wait(120);
    expect(s.calls).toHaveLength(3);
    const urls = new Set(s.calls.map((c) => c.url));
    expect(urls.size).toBe(1);
    const callback = new URL([...urls][0]!);
    expect(callback.pathname).toBe("/cb-cancel");
    expect(s.client.verifyReturn(Object.fromEntries(callback.searchParams))?.status).toBe("fail");
  });

  it("waits callbackDelay seconds when the merchant asks, so the redirect comes first", async () => {
    const s = setup(1);
    const created = await s.create("stamp-3");
    await s.finish(created.transactionId, { method: "creditcard-visa" });
    expect(s.calls).toHaveLength(0);
    s.sandbox.close();
  });

  it("a finished payment keeps its outcome and sends no more callbacks", async () => {
    const s = setup();
    const created = await s.create("stamp-4");
    await s.finish(created.transactionId, "cancel");
    const again = new URL((await s.finish(created.transactionId, { method: "nordea" }))!);
    expect(again.searchParams.get("checkout-status")).toBe("fail");
    s.sandbox.close();
    expect(s.calls).toHaveLength(1);
  });
});
