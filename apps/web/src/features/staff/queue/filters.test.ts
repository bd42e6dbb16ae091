import { describe, expect, it } from "vitest";
import { ageParts, filtersFrom, queueQueryOf, searchOf } from "./filters.ts";

describe("the queue's filters in the address", () => {
  it("reads the known parameters and leaves out empty and unknown ones", () => {
    const search = new URLSearchParams("kind=messages&q=%20hana%20&state=&foo=bar&overdue=true");
    expect(filtersFrom(search)).toEqual({ kind: "messages", q: "hana", overdue: "true" });
  });

  it("writes one address per view, in a fixed order, without defaults", () => {
    expect(searchOf({ q: "hana", kind: "fault-reports", sort: "newest", overdue: "false" })).toBe(
      "?kind=fault-reports&q=hana",
    );
    expect(searchOf({ sort: "overdue", assignee: "me" })).toBe("?sort=overdue&assignee=me");
    expect(searchOf({})).toBe("");
  });

  it("round-trips", () => {
    const filters = { kind: "messages", state: "Sent", assignee: "none", overdue: "true", q: "ä & ö" };
    expect(filtersFrom(new URLSearchParams(searchOf(filters)))).toEqual(filters);
  });

  it("adds the page's cursor and size to the request", () => {
    expect(queueQueryOf({ kind: "messages" }, "abc", 25)).toEqual({
      kind: "messages",
      cursor: "abc",
      limit: 25,
    });
    expect(queueQueryOf({}, undefined, 25)).toEqual({ limit: 25 });
  });

  it("tells an age in its largest whole unit", () => {
    expect(ageParts(5)).toEqual({ unit: "minutes", count: 5 });
    expect(ageParts(125)).toEqual({ unit: "hours", count: 2 });
    expect(ageParts(3 * 24 * 60 + 59)).toEqual({ unit: "days", count: 3 });
  });
});
