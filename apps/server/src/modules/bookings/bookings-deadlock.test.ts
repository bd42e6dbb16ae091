import { describe, expect, it, vi } from "vitest";
import type { Db } from "../../db/client.ts";
import { refuse } from "../../lib/refusal.ts";
import type { BookingsRepository, Scope } from "./bookings.repository.ts";
import { createBookingsService } from "./bookings.service.ts";

// Households racing for one slot can deadlock in the exclusion constraint's check: PostgreSQL
// aborts one transaction with 40P01 (seen in the bookings benchmark as 500 answers). The booking
// is tried again and then answered like any other.
const deadlock = Object.assign(new Error("deadlock detected"), { code: "40P01" });
const scope = { contractId: "c", personId: "p" } as Scope;

function service(lockHousehold: () => Promise<unknown>) {
  const db = { transaction: (fn: (tx: Db) => Promise<unknown>) => fn({} as Db) } as unknown as Db;
  const repo = { lockHousehold: vi.fn(lockHousehold) } as unknown as BookingsRepository;
  const unused = {} as never;
  return {
    bookings: createBookingsService({ db, repo, feeds: unused, access: unused, now: () => new Date() }),
    repo,
  };
}

describe("a booking the database aborted to break a deadlock", () => {
  it("is tried again, and the second try's answer is the answer", async () => {
    const { bookings, repo } = service(vi.fn().mockRejectedValueOnce(deadlock).mockResolvedValue(null));
    await expect(bookings.create(scope, "r", new Date().toISOString())).resolves.toEqual(refuse("NOT_FOUND"));
    expect(repo.lockHousehold).toHaveBeenCalledTimes(2);
  });

  it("gives up after three deadlocks in a row, and other errors are not retried", async () => {
    const always = service(() => Promise.reject(deadlock));
    await expect(always.bookings.create(scope, "r", new Date().toISOString())).rejects.toBe(deadlock);
    expect(always.repo.lockHousehold).toHaveBeenCalledTimes(3);
    const other = service(() => Promise.reject(new Error("connection lost")));
    await expect(other.bookings.create(scope, "r", new Date().toISOString())).rejects.toThrow(
      "connection lost",
    );
    expect(other.repo.lockHousehold).toHaveBeenCalledTimes(1);
  });
});
