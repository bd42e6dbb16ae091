import { describe, expect, it } from "vitest";
import { queueQuery } from "./queue.ts";
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, decodeCursor, encodeCursor, pageQuery } from "./page.ts";

const key = { createdAt: new Date("2026-11-20T08:15:30.123Z"), id: "0b6f8c1e-3a4d-4e5f-8a9b-1c2d3e4f5a6b" };

describe("page cursors", () => {
  it("give back the row they were made of, and nothing for text that is not one", () => {
    const cursor = encodeCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(key);
    for (const bad of ["", "%%%", btoa("123.not-a-uuid"), btoa(`x.${key.id}`), btoa(key.id)])
      expect(decodeCursor(bad)).toBeNull();
  });

  it("are read by the page query, which also bounds the limit", () => {
    expect(pageQuery.parse({})).toEqual({ limit: PAGE_LIMIT_DEFAULT });
    expect(pageQuery.parse({ cursor: encodeCursor(key), limit: "5" })).toEqual({ cursor: key, limit: 5 });
    for (const limit of ["0", String(PAGE_LIMIT_MAX + 1), "1.5", "many"])
      expect(pageQuery.safeParse({ limit }).error?.issues[0]).toMatchObject({ path: ["limit"] });
    expect(pageQuery.safeParse({ cursor: "nope" }).error?.issues[0]).toMatchObject({
      path: ["cursor"],
      message: "validation.invalid",
    });
  });

  it("carry each queue's filters", () => {
    expect(
      queueQuery.parse({
        kind: "fault-reports",
        state: "Sent",
        category: "locks",
        cursor: encodeCursor(key),
      }),
    ).toMatchObject({ kind: "fault-reports", state: "Sent", category: "locks", cursor: key });
    expect(queueQuery.safeParse({ kind: "fault-reports", state: "approved" }).success).toBe(false);
    expect(queueQuery.safeParse({ building: "b1" }).success).toBe(false);
  });
});
