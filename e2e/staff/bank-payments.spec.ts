import { expect, test, type APIRequestContext } from "@playwright/test";
import { AINO } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { apiGet, apiSession, euros, shownDate, startStaffSession } from "../support/sessionAs.ts";

const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";
const fi = (key: string, vars?: Record<string, string>) => t("fi", `staff-queue:bankPayment.${key}`, vars);
const queue = (key: string) => t("fi", `staff-queue:${key}`);

/** A Finnish reference number (7-3-1 check digit) on a base no contract has. */
function finnishReference(base: string): string {
  const weights = [7, 3, 1];
  const sum = [...base].reverse().reduce((total, digit, i) => total + Number(digit) * weights[i % 3]!, 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}

/** The bank's camt.054 notification of one credit, as a Finnish bank sends a reference payment. */
function camt054(entry: { ref: string; cents: number; reference: string; payer: string; date: string }) {
  const amount = `${Math.floor(entry.cents / 100)}.${String(entry.cents % 100).padStart(2, "0")}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>E2E-${entry.ref}</MsgId><CreDtTm>${entry.date}T08:00:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>N-${entry.ref}</Id>
      <CreDtTm>${entry.date}T08:00:00</CreDtTm>
      <Acct><Id><IBAN>FI2112345600000785</IBAN></Id></Acct>
      <Ntry>
        <Amt Ccy="EUR">${amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${entry.date}</Dt></BookgDt>
        <ValDt><Dt>${entry.date}</Dt></ValDt>
        <AcctSvcrRef>${entry.ref}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>VCOM</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><AcctSvcrRef>${entry.ref}</AcctSvcrRef></Refs>
            <AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls>
            <RltdPties><Dbtr><Nm>${entry.payer}</Nm></Dbtr></RltdPties>
            <RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>${entry.reference}</Ref></CdtrRefInf></Strd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>`;
}

/** Posts the statement through the integration API as the sandbox's demo ERP client. */
async function postStatement(request: APIRequestContext, xml: string) {
  const token = await request.post("/api/integration/oauth/token", {
    form: {
      grant_type: "client_credentials",
      client_id: "demo-erp",
      client_secret: "demo-erp-secret",
      scope: "payments.write",
    },
  });
  expect(token.status(), "integration token").toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  const res = await request.post("/api/integration/bank-statements", {
    headers: { authorization: `Bearer ${access_token}`, "content-type": "application/xml" },
    data: xml,
  });
  expect(res.status(), "bank statement").toBe(200);
  const answer = (await res.json()) as { unmatched: number; items: { reason: string | null }[] };
  expect(answer.unmatched).toBe(1);
  expect(answer.items[0]!.reason).toBe("unknown_reference");
}

for (const width of [1280, 375]) {
  test(`customer service place a bank payment of an unknown reference on a tenant's contract (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const stamp = `${Date.now()}${width}`;
    const payer = `Maksaja ${Date.now().toString(36)} ${width}`;
    const reference = finnishReference(`9${stamp.slice(-12)}`);
    const date = "2026-03-16";
    await postStatement(page.request, camt054({ ref: `E2E${stamp}`, cents: 12_345, reference, payer, date }));

    const tenant = await apiSession(page.request, AINO);
    const { contractNumber } = await apiGet<{ contractNumber: string }>(
      page.request,
      tenant,
      "/api/contracts/current",
    );
    await startStaffSession(page, ASTA);

    // The queue, filtered to bank payments and the payer.
    // (the filters' view is in the address, as a bookmarked view opens)
    await page.goto(`/hallinta/jono?kind=bank-payments&q=${encodeURIComponent(payer)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(queue("title"));
    await expect(page.getByLabel(queue("filters.kind"))).toHaveValue("bank-payments");
    const row = page.getByRole("row").filter({ hasText: payer });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(queue("bankPaymentState.Unmatched"));
    await expectNoAxeViolations(page);

    // The payment: amount, payer, reference, booking date, why it was not placed.
    await row.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/hallinta\/pankkimaksut\/[0-9a-f-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fi("title"));
    const details = page.getByRole("region", { name: fi("details") });
    await expect(details).toContainText(euros(123.45));
    await expect(details).toContainText(payer);
    await expect(details).toContainText(reference);
    await expect(details).toContainText(shownDate(date));
    await expect(details).toContainText(queue("category.unknown_reference"));
    await expect(details).toContainText(`E2E${stamp}`);
    await expect(page.getByRole("link", { name: fi("back") }).first()).toHaveAttribute(
      "href",
      "/hallinta/jono",
    );
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/bank-payment-${width}.png`, fullPage: true });

    // An empty number is refused on the field; a number of no contract by the server, on the field.
    const field = page.getByLabel(fi("contractNumber"));
    await expect(field).toHaveAccessibleDescription(new RegExp(fi("contractNumberHint").slice(0, 20)));
    await page.getByRole("button", { name: fi("place") }).click();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await field.fill("VS-1999-99999");
    await page.getByRole("button", { name: fi("place") }).click();
    await expect(page.getByText(fi("errors.contractNotFound"))).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/bank-payment-${width}-error.png`, fullPage: true });

    // Aino's contract: placed, the receipt on its way, the state and the contract shown.
    await field.fill(contractNumber);
    await page.getByRole("button", { name: fi("place") }).click();
    await expect(
      page.getByRole("status").filter({ hasText: fi("placed", { number: contractNumber }) }),
    ).toBeVisible();
    await expect(details).toContainText(queue("bankPaymentState.Placed"));
    await expect(details).toContainText(contractNumber);
    await expect(page.getByRole("button", { name: fi("place") })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/bank-payment-${width}-placed.png`, fullPage: true });
  });
}

test("marking a payment returned asks for a confirmation, and a colleague's earlier handling is told (409)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const stamp = `${Date.now()}7`;
  const payer = `Palautus ${Date.now().toString(36)}`;
  await postStatement(
    page.request,
    camt054({
      ref: `E2E${stamp}`,
      cents: 5_000,
      reference: finnishReference(`8${stamp.slice(-12)}`),
      payer,
      date: "2026-03-17",
    }),
  );
  const staff = await startStaffSession(page, ASTA);
  const list = await apiGet<{ items: { id: string; subject: string }[] }>(
    page.request,
    staff,
    `/api/staff/queue?kind=bank-payments&q=${encodeURIComponent(payer)}`,
  );
  const id = list.items.find((item) => item.subject.includes(payer))!.id;

  await page.goto(`/hallinta/pankkimaksut/${id}`);
  const details = page.getByRole("region", { name: fi("details") });
  await expect(details).toContainText(payer);
  await page.getByRole("button", { name: fi("return") }).click();
  await expect(page.getByText(fi("returnConfirm"))).toBeVisible();
  await expectNoAxeViolations(page);

  // A colleague returned it first: the page says so and shows the payment as it now is.
  const first = await page.request.post(`/api/staff/bank-payments/${id}/return`, {
    headers: { authorization: `Bearer ${staff}` },
    data: {},
  });
  expect(first.status()).toBe(200);
  await page.getByRole("button", { name: fi("returnYes") }).click();
  await expect(page.getByRole("alert").filter({ hasText: fi("stale") })).toBeVisible();
  await expect(details).toContainText(queue("bankPaymentState.Returned"));
  await expect(page.getByText(fi("handled.Returned"))).toBeVisible();
  await expect(page.getByRole("button", { name: fi("returnYes") })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Not found: another id.
  await page.goto("/hallinta/pankkimaksut/00000000-0000-4000-8000-000000000000");
  await expect(page.getByText(fi("notFound"))).toBeVisible();
  await expectNoAxeViolations(page);
});
