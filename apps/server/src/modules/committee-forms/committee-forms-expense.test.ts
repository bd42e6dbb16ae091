import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { committeeFormReceipts } from "../../db/schema/committees.ts";
import type { FileStore } from "../../integrations/files/file-store.ts";
import { createLocalFileStore } from "../../integrations/files/local-file-store.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { multipartBody, type FilePart } from "../faults/faults-test-client.ts";
import {
  AINO,
  client,
  contactFields,
  generalExpense,
  lastReviewToken,
  PEKKA,
} from "./committee-forms-test-client.ts";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The store, counting what is in it: nothing may be left half-stored. */
function countingStore(): FileStore & { keys: Set<string> } {
  const inner = createLocalFileStore(mkdtempSync(join(tmpdir(), "portal-receipts-")));
  const keys = new Set<string>();
  return {
    keys,
    async put(key, body, contentType) {
      const result = await inner.put(key, body, contentType);
      keys.add(key);
      return result;
    },
    get: (key) => inner.get(key),
    async delete(key) {
      await inner.delete(key);
      keys.delete(key);
    },
  };
}

/** A photo with a GPS position in its EXIF, as phones take them. */
const photoWithGps = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: "#4080c0" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "Puhelin", Model: "Kamera" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "60/1 10/1 0/1" },
    })
    .toBuffer();
const pdf = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

describe.each(embeddedDatabase)("expense reports on $name", (target) => {
  const store = countingStore();
  const t = useTestApp(target, { files: store });
  const c = client(t);
  const receiptKeys = () => [...store.keys].filter((k) => k.startsWith("committee-receipts/"));
  const send = async (
    method: "POST" | "PUT",
    url: string,
    fields: Record<string, string>,
    files: FilePart[] = [],
    email = AINO,
  ) => {
    const body = multipartBody(fields, files);
    return t.app.inject({
      method,
      url,
      headers: { ...body.headers, ...(await c.headers(email)) },
      payload: body.payload,
    });
  };
  const create = (fields: Record<string, string>, files: FilePart[] = [], email = AINO) =>
    send("POST", "/api/expense-reports/create", fields, files, email);

  it("stores a report with receipts re-encoded without metadata, links each by a short-lived signed URL", async () => {
    const res = await create(generalExpense, [
      {
        field: "purchaseReports[0].receipts",
        filename: "kuitti.jpg",
        contentType: "image/jpeg",
        data: await photoWithGps(),
      },
      {
        field: "purchaseReports[0].receipts",
        filename: "lasku\t<b>.pdf",
        contentType: "application/pdf",
        data: pdf,
      },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data;
    const form = (await c.get(`/api/forms/${id}`)).json().data;
    expect(form).toMatchObject({
      formType: "GeneralExpenseReport",
      formState: "Draft",
      formData: {
        // A draft keeps them as typed; they are written in their normal form when submitted.
        contactInfo: { iban: "FI21 1234 5600 0007 85", phone: "040 555 1234" },
        purchaseReports: [
          {
            report: "Haravat",
            amount: 19.9,
            receipts: [{ originalName: "kuitti.jpg" }, { originalName: "lasku<b>.pdf" }],
          },
        ],
      },
    });
    expect(form.signedUrls).toHaveLength(2);
    const [photo, document] = form.signedUrls as { id: string; name: string; signedUrl: string }[];
    expect(photo!.signedUrl).toMatch(
      /^\/api\/receipts\/[0-9a-f-]{36}\?expires=\d+&signature=[A-Za-z0-9_-]+$/,
    );

    const image = await t.app.inject({ method: "GET", url: photo!.signedUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(image.headers["content-disposition"]).toBe('attachment; filename="kuitti.jpg"');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect((await t.app.inject({ method: "GET", url: document!.signedUrl })).headers["content-type"]).toBe(
      "application/pdf",
    );

    // Only that file, only for a few minutes, and never with a changed signature.
    const swapped = photo!.signedUrl.replace(photo!.id, document!.id);
    expect((await t.app.inject({ method: "GET", url: swapped })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `${photo!.signedUrl}x` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/receipts/${photo!.id}` })).statusCode).toBe(400);
    const start = t.clock.now;
    t.clock.now = new Date(start.getTime() + 6 * 60_000);
    try {
      expect((await t.app.inject({ method: "GET", url: photo!.signedUrl })).statusCode).toBe(404);
    } finally {
      t.clock.now = start;
    }
  });

  it("edits a draft's receipts: kept by id, new ones added, the rest removed with their files", async () => {
    const first = await create(generalExpense, [
      { field: "purchaseReports[0].receipts", filename: "a.pdf", contentType: "application/pdf", data: pdf },
      { field: "purchaseReports[0].receipts", filename: "b.pdf", contentType: "application/pdf", data: pdf },
    ]);
    const id = first.json().data;
    const before = (await c.get(`/api/forms/${id}`)).json().data;
    const [keep, drop] = before.formData.purchaseReports[0].receipts as { id: string }[];
    const storedBefore = receiptKeys().length;
    const put = await send(
      "PUT",
      `/api/expense-reports/${id}`,
      {
        ...generalExpense,
        "purchaseReports[0].receipts": keep!.id,
        "purchaseReports[1].report": "Kahvit",
        "purchaseReports[1].amount": "12.50",
      },
      [
        {
          field: "purchaseReports[1].receipts",
          filename: "c.pdf",
          contentType: "application/pdf",
          data: pdf,
        },
      ],
    );
    expect([put.statusCode, put.json()]).toEqual([200, { data: { id, formState: "Draft" } }]);
    const after = (await c.get(`/api/forms/${id}`)).json().data;
    expect(
      after.formData.purchaseReports.map((p: { receipts: { originalName: string }[] }) =>
        p.receipts.map((r) => r.originalName),
      ),
    ).toEqual([["a.pdf"], ["c.pdf"]]);
    expect(receiptKeys().length).toBe(storedBefore);
    const rows = await t.database.db
      .select()
      .from(committeeFormReceipts)
      .where(eq(committeeFormReceipts.id, drop!.id));
    expect(rows).toEqual([]);
    // Someone else's receipt id cannot be borrowed.
    const other = await create(generalExpense, [
      { field: "purchaseReports[0].receipts", filename: "x.pdf", contentType: "application/pdf", data: pdf },
    ]);
    const foreign = (await c.get(`/api/forms/${other.json().data}`)).json().data.formData.purchaseReports[0]
      .receipts[0].id;
    const borrow = await send("PUT", `/api/expense-reports/${id}`, {
      ...generalExpense,
      "purchaseReports[0].receipts": foreign,
    });
    expect(borrow.json()).toEqual({
      error: "VALIDATION",
      fields: { "purchaseReports.0.receipts": "validation.invalid" },
    });

    // Submitted, approved: the allowance counts it.
    const allowanceBefore = (await c.get("/api/committees/mine")).json().data.allowance;
    expect(
      (
        await t.app.inject({
          method: "PATCH",
          url: `/api/expense-reports/${id}`,
          headers: await c.headers(AINO),
        })
      ).json(),
    ).toEqual({
      data: { id, formState: "AwaitingApproval" },
    });
    expect((await c.get(`/api/forms/${id}`)).json().data.formData.contactInfo).toMatchObject({
      iban: "FI2112345600000785",
      phone: "+358405551234",
    });
    const edit = await send("PUT", `/api/expense-reports/${id}`, generalExpense);
    expect([edit.statusCode, edit.json()]).toEqual([409, { error: "FORM_NOT_EDITABLE" }]);
    const approved = await t.app.inject({
      method: "PATCH",
      url: `/api/form-review/approve/${await lastReviewToken(t)}`,
    });
    expect(approved.json().data.formState).toBe("Approved");
    const allowance = (await c.get("/api/committees/mine")).json().data.allowance;
    expect(allowance.usedCents - allowanceBefore.usedCents).toBe(1990 + 1250);
    expect(allowance.leftCents).toBe(allowance.allowanceCents - allowance.usedCents);
  });

  it("a travel report: public transport and own car entries, at most three together", async () => {
    const travel = {
      formType: "TravelExpenseReport",
      ...contactFields,
      "event.name": "Koulutus",
      "event.location": "Tampere",
      "event.travelRoute": "Helsinki–Tampere–Helsinki",
      "publicExpenseReports[0].date": "2026-03-10",
      "publicExpenseReports[0].time": "07:45",
      "publicExpenseReports[0].vehicle": "Juna",
      "publicExpenseReports[0].amount": "32.40",
      "ownCarExpenseReports[0].date": "2026-03-11",
      "ownCarExpenseReports[0].time": "08:00",
      "ownCarExpenseReports[0].numberOfPeople": "2",
      "ownCarExpenseReports[0].totalKm": "180",
    };
    const ok = await create(travel);
    expect(ok.statusCode, ok.body).toBe(201);
    const submitted = await t.app.inject({
      method: "PATCH",
      url: `/api/expense-reports/${ok.json().data}`,
      headers: await c.headers(AINO),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const data = (await c.get(`/api/forms/${ok.json().data}`)).json().data.formData;
    expect(data.ownCarExpenseReports[0]).toEqual({
      date: "2026-03-11",
      time: "08:00",
      numberOfPeople: 2,
      totalKm: 180,
      additionalInformation: "",
    });
    const four = await create({
      ...travel,
      "publicExpenseReports[1].date": "2026-03-10",
      "publicExpenseReports[1].time": "16:00",
      "publicExpenseReports[1].vehicle": "Juna",
      "publicExpenseReports[1].amount": "32.40",
      "ownCarExpenseReports[1].date": "2026-03-11",
      "ownCarExpenseReports[1].time": "18:00",
      "ownCarExpenseReports[1].numberOfPeople": "2",
      "ownCarExpenseReports[1].totalKm": "180",
    });
    expect(four.json()).toEqual({
      error: "VALIDATION",
      fields: { publicExpenseReports: "validation.tooManyEntries" },
    });
  });

  it("refuses bad input and attacks with 400, keeping nothing", async () => {
    const stored = receiptKeys().length;
    const receipt: FilePart = {
      field: "purchaseReports[0].receipts",
      filename: "r.pdf",
      contentType: "application/pdf",
      data: pdf,
    };
    const refused = async (fields: Record<string, string>, files: FilePart[] = [receipt]) => {
      const res = await create(fields, files);
      expect(res.statusCode, JSON.stringify(fields).slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      return res;
    };
    // Ten thousand fields.
    const many = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`f${i}`, "x"]));
    expect((await refused({ ...generalExpense, ...many })).json()).toEqual({ error: "BAD_REQUEST" });
    // Keys reaching for prototypes, or far indexes.
    for (const key of [
      "__proto__.x",
      "__proto__[0]",
      "constructor.prototype",
      "event.constructor",
      "a[99999]",
      "purchaseReports[100].report",
      "a..b",
      "a[01]",
      "purchaseReports[0]",
    ]) {
      const res = await refused({ ...generalExpense, [key]: "1" });
      expect([key, res.statusCode]).toEqual([key, 400]);
    }
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    // A key both a value and an object; a value twice; a list with a gap.
    expect((await refused({ ...generalExpense, event: "x" })).json().fields).toEqual({
      event: "validation.invalid",
    });
    const gap = await refused({
      ...generalExpense,
      "purchaseReports[2].report": "x",
      "purchaseReports[2].amount": "1",
    });
    expect(gap.json().fields).toEqual({ "purchaseReports[1]": "validation.invalid" });
    // A fourth purchase report.
    const four = Object.fromEntries(
      [0, 1, 2, 3].flatMap((i) => [
        [`purchaseReports[${i}].report`, "x"],
        [`purchaseReports[${i}].amount`, "1"],
      ]),
    );
    expect((await refused({ ...generalExpense, ...four })).json().fields).toEqual({
      purchaseReports: "validation.tooManyEntries",
    });
    // A bad check digit in the IBAN and a bad amount are a draft's to fix: refused as it is submitted.
    const unfinished = await create(
      {
        ...generalExpense,
        "contactInfo.iban": "FI22 1234 5600 0007 85",
        "purchaseReports[0].amount": "0,001",
      },
      [],
    );
    expect(unfinished.statusCode).toBe(201);
    const submit = await t.app.inject({
      method: "PATCH",
      url: `/api/expense-reports/${unfinished.json().data}`,
      headers: await c.headers(AINO),
    });
    expect([submit.statusCode, submit.json().fields]).toEqual([
      400,
      {
        "formData.contactInfo.iban": "validation.iban",
        "formData.purchaseReports.0.amount": "validation.amountDecimals",
      },
    ]);
    // An amount no report could hold, and an unknown field, are refused even in a draft.
    expect(
      (await refused({ ...generalExpense, "purchaseReports[0].amount": "99999999999" })).json().fields,
    ).toEqual({ "purchaseReports.0.amount": "validation.amountMax" });
    expect((await refused({ ...generalExpense, isAdmin: "true" })).json().fields).toEqual({
      isAdmin: "validation.unknownField",
    });
    // A file that is not an image or PDF, in a place receipts cannot be, or too large.
    const text: FilePart = {
      ...receipt,
      filename: "r.jpg",
      contentType: "image/jpeg",
      data: Buffer.from("not an image"),
    };
    expect((await refused(generalExpense, [receipt, text])).json().fields).toEqual({
      "purchaseReports[0].receipts": "validation.invalidFile",
    });
    expect(
      (await refused(generalExpense, [{ ...receipt, field: "contactInfo.iban" }])).json().fields,
    ).toEqual({
      "contactInfo.iban": "validation.unknownField",
    });
    const big = Buffer.concat([pdf, Buffer.alloc(5_242_880)]);
    const tooLarge = await refused(generalExpense, [{ ...receipt, data: big }]);
    expect([tooLarge.statusCode, tooLarge.json().fields]).toEqual([
      413,
      { "purchaseReports[0].receipts": "validation.fileTooLarge" },
    ]);
    // Not multipart at all; not a member.
    const json = await t.app.inject({
      method: "POST",
      url: "/api/expense-reports/create",
      headers: await c.headers(AINO),
      payload: { formType: "GeneralExpenseReport" },
    });
    expect(json.statusCode).toBe(415);
    const outsider = await create(generalExpense, [receipt], PEKKA);
    expect([outsider.statusCode, outsider.json()]).toEqual([403, { error: "NOT_COMMITTEE_MEMBER" }]);
    expect(receiptKeys().length).toBe(stored);
  });
});
