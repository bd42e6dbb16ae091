/*
 * The apartment and building pages' plain values: they render with them before the schemas load.
 */

export const HEATING_TYPES = ["district", "geothermal", "electric"] as const;
export type HeatingType = (typeof HEATING_TYPES)[number];

/** The water meter page shows this many months. */
export const WATER_METER_MONTHS = 24;
/** Customer service is open on weekdays between these hours. */
export const CUSTOMER_SERVICE_HOURS = { from: 9, to: 15 } as const;
/** Maintenance work is done on weekdays between these hours. */
export const MAINTENANCE_HOURS = { from: 8, to: 16 } as const;
/** File name of the emergency plan when saved. */
export const EMERGENCY_PLAN_FILENAME = "pelastussuunnitelma.pdf";
