import type { TFunction } from "i18next";
import type { ExchangeApartment, ExchangeNotice } from "@portal/schemas/exchange";
import { formatArea, formatEuros, formatNumber } from "../../../lib/format.ts";

/** "3 h" in Finnish listings, "3 rooms" in English; 5 stands for five or more. */
export const roomsLabel = (t: TFunction, rooms: number) =>
  rooms >= 5 ? t("exchange:rooms.many") : t("exchange:rooms.count", { count: rooms });

/** One line of an apartment: rooms, floor area and city. */
export const apartmentLine = (t: TFunction, a: ExchangeApartment) =>
  `${roomsLabel(t, a.rooms)}, ${formatArea(a.areaM2)}, ${a.city}`;

function range(t: TFunction, min: number | null, max: number | null, format: (n: number) => string) {
  if (min !== null && max !== null)
    return t("exchange:range.between", { min: format(min), max: format(max) });
  if (min !== null) return t("exchange:range.atLeast", { min: format(min) });
  if (max !== null) return t("exchange:range.atMost", { max: format(max) });
  return t("exchange:range.any");
}

/** The wish in words: cities, rooms, size and rent. */
export function wishFacts(t: TFunction, wish: ExchangeNotice["wish"]) {
  return [
    { label: t("exchange:wish.cities"), value: wish.cities.join(", ") },
    {
      label: t("exchange:wish.rooms"),
      value: wish.rooms.length ? wish.rooms.map((r) => roomsLabel(t, r)).join(", ") : t("exchange:range.any"),
    },
    { label: t("exchange:wish.area"), value: range(t, wish.areaMin, wish.areaMax, formatArea) },
    { label: t("exchange:wish.rent"), value: range(t, wish.rentMin, wish.rentMax, formatEuros) },
  ];
}

/** The apartment's facts as the notice shows them. */
export function apartmentFacts(t: TFunction, a: ExchangeApartment) {
  const unknown = t("exchange:facts.unknown");
  return [
    { label: t("exchange:facts.address"), value: `${a.streetAddress}, ${a.postalCode} ${a.city}` },
    { label: t("exchange:facts.rooms"), value: roomsLabel(t, a.rooms) },
    { label: t("exchange:facts.area"), value: formatArea(a.areaM2) },
    {
      label: t("exchange:facts.rent"),
      value: t("exchange:facts.perMonth", { amount: formatEuros(a.rentEuros) }),
    },
    {
      label: t("exchange:facts.water"),
      value:
        a.waterAdvanceEuros === null
          ? unknown
          : t("exchange:facts.perMonth", { amount: formatEuros(a.waterAdvanceEuros) }),
    },
    { label: t("exchange:facts.buildingType"), value: t(`exchange:buildingTypes.${a.buildingType}`) },
    { label: t("exchange:facts.builtYear"), value: a.builtYear === null ? unknown : String(a.builtYear) },
    { label: t("exchange:facts.apartments"), value: formatNumber(a.apartmentsInBuilding) },
    { label: t("exchange:facts.floors"), value: a.floors === null ? unknown : formatNumber(a.floors) },
    {
      label: t("exchange:facts.lift"),
      value: a.lift === null ? unknown : a.lift ? t("exchange:yes") : t("exchange:no"),
    },
  ];
}
