// `npm run bench:bookings -w bench` with DATABASE_URL of the scale-seeded database: only the
// bookings benchmark (merged into bench/results/latest.json under postgres.bookings).
import { bookingsBench, printBookings } from "./bookings.ts";
import { benchOnly } from "./only.ts";

await benchOnly("bookings", bookingsBench, printBookings);
