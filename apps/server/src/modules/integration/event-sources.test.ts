import { describe, expect, it } from "vitest";
import type { IntegrationEvent } from "@portal/schemas/integration";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { staffSession } from "../../test/staff-sessions.ts";
import { multipartBody, validFields } from "../faults/faults-test-client.ts";
import { integrationBearer } from "./integration-test-client.ts";

const AINO = "aino.asukas@example.fi";
const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";

// Each module's change that the company's systems must know writes its event with the change.
describe.each(testDatabases)("the events the modules write on $name", (target) => {
  const t = useTestApp(target);
  let cursor: string | undefined;

  /** The events written since the last call. */
  async function newEvents(): Promise<IntegrationEvent[]> {
    const events: IntegrationEvent[] = [];
    const headers = await integrationBearer(t.app, ["events.read"]);
    for (;;) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/integration/events?limit=500${cursor ? `&after=${cursor}` : ""}`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      const page = res.json() as { events: IntegrationEvent[]; nextCursor: string; hasMore: boolean };
      events.push(...page.events);
      cursor = page.nextCursor;
      if (!page.hasMore) return events;
    }
  }

  it("a fault report created, and answered by customer service", async () => {
    await newEvents();
    const aino = await t.login(AINO);
    const body = multipartBody(validFields);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/defect-notices/create",
      headers: { ...t.bearer(aino), ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const [event] = await newEvents();
    expect(event).toMatchObject({
      type: "fault-report.created",
      version: 1,
      subject: `fault-report:${id}`,
      data: {
        faultReportId: id,
        title: validFields.title,
        defectClass: "repair",
        affectedArea: "apartment",
        masterKeyAccessAllowed: true,
        hasPetsInApartment: true,
        petsDescription: validFields.petsDescription,
        attachmentCount: 0,
        language: "fi",
      },
    });

    const asta = await staffSession(t, ASTA);
    const reply = await t.app.inject({
      method: "POST",
      url: `/api/staff/queue/fault-reports/${id}/replies`,
      headers: t.bearer(asta),
      payload: { body: "Huoltomies tulee huomenna." },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    // An internal note is no answer to anyone.
    await t.app.inject({
      method: "POST",
      url: `/api/staff/queue/fault-reports/${id}/notes`,
      headers: t.bearer(asta),
      payload: { body: "Avain toimistolla." },
    });
    expect(await newEvents()).toMatchObject([
      {
        type: "fault-report.answered",
        subject: `fault-report:${id}`,
        data: {
          faultReportId: id,
          replyId: reply.json().id,
          body: "Huoltomies tulee huomenna.",
          language: "fi",
        },
      },
    ]);
  });
});
