import { bookingFeeds, bookingResources, bookings, fixedTurns } from "../../db/schema/bookings.ts";
import { committeeFormsModule } from "../committee-forms/committee-forms.module.ts";
import { leaseModule } from "../lease/lease.module.ts";
import { defineModule } from "../module.ts";
import { createBookingsRepository } from "./bookings.repository.ts";
import { bookingsRoutes } from "./bookings.routes.ts";
import { createBookingsService } from "./bookings.service.ts";
import { createCalendar } from "./calendar.ts";
import { createFeeds } from "./feed.ts";
import { createLeaseEndJob } from "./lease-end.job.ts";
import { createWeekView } from "./week.ts";

const HOUR = 3_600_000;

/**
 * The bookings domain: its repository, service, week view, calendar, feed and routes, and the job
 * that applies a lease's end to the household's bookings, turns and committee memberships.
 */
export const bookingsModule = defineModule({
  name: "bookings",
  after: [leaseModule, committeeFormsModule],
  tables: { owns: [bookingResources, bookings, fixedTurns, bookingFeeds] },
  async register(app, ctx, { lease }) {
    const repo = createBookingsRepository(ctx.db);
    // The calendar feeds' tokens are signed with the server's HMAC key.
    const feeds = createFeeds(ctx.db, ctx.config.serverKey);
    await app.register(
      bookingsRoutes({
        bookings: createBookingsService({ db: ctx.db, repo, feeds, access: lease.access, now: ctx.now }),
        repo,
        calendar: createCalendar(repo, ctx.now),
        feeds,
        week: createWeekView(ctx.now),
        publicUrl: ctx.config.publicUrl,
        limitFactor: ctx.config.requestLimits?.factor ?? 1,
        now: ctx.now,
      }),
    );
  },
  jobs: [
    // Bookings, weekly turns and committee memberships follow the leases' end dates; before serving.
    {
      name: "lease-end",
      intervalMs: () => HOUR,
      once: true,
      first: "before-ready",
      pass: (ctx, _own, deps) =>
        createLeaseEndJob({ db: ctx.db, now: ctx.now, memberships: deps["committee-forms"].memberships }),
    },
  ],
});
