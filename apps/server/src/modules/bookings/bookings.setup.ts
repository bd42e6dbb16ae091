import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import type { AuthService } from "../auth/index.ts";
import type { ContractAccess } from "../lease/index.ts";
import { createBookingsRepository } from "./bookings.repository.ts";
import { bookingsRoutes } from "./bookings.routes.ts";
import { createBookingsService } from "./bookings.service.ts";
import { createCalendar } from "./calendar.ts";
import { createFeeds } from "./feed.ts";
import { createWeekView } from "./week.ts";

/** The bookings domain on `app`: its repository, service, week view, calendar, feed and routes. */
export async function registerBookings(
  app: FastifyInstance,
  deps: {
    db: Db;
    now: () => Date;
    sessions: AuthService;
    /** Signs the calendar feeds' tokens (the server's HMAC key). */
    serverKey: string;
    publicUrl: string;
    limitFactor: number;
    /** The rule for acts after the lease's end (lease/contract-access.ts). */
    access: ContractAccess;
  },
) {
  const repo = createBookingsRepository(deps.db);
  const feeds = createFeeds(deps.db, deps.serverKey);
  await app.register(
    bookingsRoutes({
      bookings: createBookingsService({ db: deps.db, repo, feeds, access: deps.access, now: deps.now }),
      repo,
      calendar: createCalendar(repo, deps.now),
      feeds,
      week: createWeekView(deps.now),
      sessions: deps.sessions,
      publicUrl: deps.publicUrl,
      limitFactor: deps.limitFactor,
      now: deps.now,
    }),
  );
}
