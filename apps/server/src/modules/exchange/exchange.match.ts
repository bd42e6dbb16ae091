// How well two notices fit each other: each side's wish of city, rooms, floor area and rent against
// the other's apartment. Both sides' cities must fit for a match at all; the rest make the score.
import type { ExchangeMatchCriterion } from "@portal/schemas/exchange.constants";

export interface Side {
  city: string;
  rooms: number;
  areaM2: number;
  rentCents: number;
  wishCities: string[];
  wishRooms: number[];
  wishAreaMin: number | null;
  wishAreaMax: number | null;
  wishRentMinCents: number | null;
  wishRentMaxCents: number | null;
}

const within = (value: number, min: number | null, max: number | null) =>
  (min === null || value >= min) && (max === null || value <= max);

/** Does `wisher`'s wish fit `home`'s apartment, criterion by criterion? */
function fits(wisher: Side, home: Side) {
  return {
    city: wisher.wishCities.includes(home.city),
    rooms: wisher.wishRooms.length === 0 || wisher.wishRooms.includes(Math.min(home.rooms, 5)),
    area: within(home.areaM2, wisher.wishAreaMin, wisher.wishAreaMax),
    rent: within(home.rentCents, wisher.wishRentMinCents, wisher.wishRentMaxCents),
  };
}

/**
 * The criteria met between my notice and theirs ("their…": their wish fits my apartment; "your…":
 * my wish fits theirs), or null when either side's city does not fit.
 */
export function matchOf(mine: Side, theirs: Side): ExchangeMatchCriterion[] | null {
  const their = fits(theirs, mine);
  const your = fits(mine, theirs);
  if (!their.city || !your.city) return null;
  const met: ExchangeMatchCriterion[] = ["theirCity", "yourCity"];
  if (their.rooms) met.push("theirRooms");
  if (their.area) met.push("theirArea");
  if (their.rent) met.push("theirRent");
  if (your.rooms) met.push("yourRooms");
  if (your.area) met.push("yourArea");
  if (your.rent) met.push("yourRent");
  return met;
}
