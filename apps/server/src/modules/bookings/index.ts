// The bookings module's public surface: other modules import only from this file (eslint.config.js).
// The iCalendar writer and Helsinki wall-clock times, also used for a building's events.
export { writeCalendar, type CalendarEvent } from "./ics.ts";
export { localInstant } from "./slots.ts";
// The weekly turns that end with a lease a termination's approval ends.
export { createLeaseEndRepository } from "./lease-end.repository.ts";
