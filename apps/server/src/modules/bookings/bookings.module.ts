import { leaseModule } from "../lease/lease.module.ts";
import { defineModule } from "../module.ts";
import { createBookingsRepository } from "./bookings.repository.ts";
import { bookingsRoutes } from "./bookings.routes.ts";
import { createBookingsService } from "./bookings.service.ts";
import { createCalendar } from "./calendar.ts";
import { createFeeds } from "./feed.ts";
import { createWeekView } from "./week.ts";

/** The bookings domain: its repository, service, week view, calendar, feed and routes. */
export const bookingsModule = defineModule({
  name: "bookings",
  after: [leaseModule],
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
});
