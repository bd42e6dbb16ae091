// A resource's rules in plain words, written from its settings so the text never disagrees with
// what the server enforces. Times as Finns write them, in each language: 14.00–22.00.
import { formatMinuteOfDay as clock, formatMoney as euros } from "@portal/schemas/format";
import type { ResourceRow } from "./bookings.repository.ts";

function length(minutes: number, lang: "fi" | "en"): string {
  if (minutes % 60 !== 0) return lang === "fi" ? `${minutes} minuutin` : `${minutes}-minute`;
  const hours = minutes / 60;
  if (lang === "fi") return hours === 1 ? "tunnin" : `${hours} tunnin`;
  return hours === 1 ? "one-hour" : `${hours}-hour`;
}

/** A turn's length in Swedish: 'en timme', '2 timmar', '45 minuter'. */
function lengthSv(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minuter`;
  const hours = minutes / 60;
  return hours === 1 ? "en timme" : `${hours} timmar`;
}

export function rulesText(r: ResourceRow): { fi: string; sv: string; en: string } {
  const hours = `${clock(r.opensMinute)}–${clock(r.closesMinute)}`;
  const fi = [
    `${length(r.slotMinutes, "fi")} vuoroja klo ${hours}.`.replace(/^./, (c) => c.toUpperCase()),
    `Varaa enintään ${r.windowDays} päivää etukäteen.`,
    r.quota === 1
      ? "Kotitaloudella voi olla yksi varaus kerrallaan."
      : `Kotitaloudella voi olla ${r.quota} varausta kerrallaan.`,
    r.lateCancelHours > 0
      ? `Voit perua vuoron sen alkuun asti. Jos perut alle ${r.lateCancelHours} tuntia ennen alkua, vuoro lasketaan varauksiisi, kunnes se päättyy.`
      : "Voit perua vuoron sen alkuun asti.",
    ...(r.fixedTurnFeeCents !== null ? [`Vakiovuoro maksaa ${euros(r.fixedTurnFeeCents)} kuukaudessa.`] : []),
  ];
  const en = [
    `${length(r.slotMinutes, "en")} turns from ${hours}.`.replace(/^./, (c) => c.toUpperCase()),
    `Book up to ${r.windowDays} days ahead.`,
    r.quota === 1
      ? "A household can hold one booking at a time."
      : `A household can hold ${r.quota} bookings at a time.`,
    r.lateCancelHours > 0
      ? `You can cancel until the turn starts. If you cancel less than ${r.lateCancelHours} hours before, the turn still counts as yours until it ends.`
      : "You can cancel until the turn starts.",
    ...(r.fixedTurnFeeCents !== null ? [`A weekly turn costs ${euros(r.fixedTurnFeeCents)} a month.`] : []),
  ];
  const sv = [
    `Turer på ${lengthSv(r.slotMinutes)} kl. ${hours}.`,
    `Boka högst ${r.windowDays} dagar i förväg.`,
    r.quota === 1
      ? "Ett hushåll kan ha en bokning åt gången."
      : `Ett hushåll kan ha ${r.quota} bokningar åt gången.`,
    r.lateCancelHours > 0
      ? `Du kan avboka turen ända tills den börjar. Om du avbokar mindre än ${r.lateCancelHours} timmar före början räknas turen till dina bokningar tills den tar slut.`
      : "Du kan avboka turen ända tills den börjar.",
    ...(r.fixedTurnFeeCents !== null ? [`En fast tur kostar ${euros(r.fixedTurnFeeCents)} i månaden.`] : []),
  ];
  return { fi: fi.join(" "), sv: sv.join(" "), en: en.join(" ") };
}
