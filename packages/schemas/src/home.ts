import { z } from "zod";
import { address } from "./profile.ts";
import { HEATING_TYPES } from "./home.constants.ts";

/*
 * Responses of GET /api/apartment, /api/building and /api/water-meter. Files (images, the
 * emergency plan) are fetched from the urls given here, with the session like every other call.
 */

export const localizedText = z.object({ fi: z.string(), sv: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedText>;

export const apartmentImage = z.object({
  id: z.uuid(),
  /** "/api/apartment/images/<id>" */
  url: z.string(),
  caption: localizedText,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ApartmentImage = z.infer<typeof apartmentImage>;

/** GET /api/apartment */
export const apartmentResponse = z.object({
  apartmentNumber: z.string(),
  postalAddress: address,
  /** m2, one decimal */
  area: z.number(),
  rooms: z.number().int(),
  images: z.array(apartmentImage),
});
export type ApartmentResponse = z.infer<typeof apartmentResponse>;

export const maintenanceCompany = z.object({
  name: z.string(),
  emergencyNumber: z.string(),
  email: z.string().nullable(),
});
export type MaintenanceCompany = z.infer<typeof maintenanceCompany>;

export const propertyManager = z.object({ name: z.string(), email: z.string(), phone: z.string() });
export type PropertyManager = z.infer<typeof propertyManager>;

export const customerService = z.object({ email: z.string(), phone: z.string() });
export type CustomerService = z.infer<typeof customerService>;

/** GET /api/building: the facts, the emergency plan (null: it does not exist) and the contacts. */
export const buildingResponse = z.object({
  name: z.string(),
  postalAddress: address,
  builtYear: z.number().int(),
  floors: z.number().int(),
  apartmentCount: z.number().int(),
  heating: z.enum(HEATING_TYPES),
  hasLift: z.boolean(),
  hasSauna: z.boolean(),
  hasLaundry: z.boolean(),
  /** "/api/building/emergency-plan" */
  emergencyPlan: z.object({ url: z.string() }).nullable(),
  maintenanceCompany: maintenanceCompany.nullable(),
  propertyManager: propertyManager.nullable(),
  customerService,
});
export type BuildingResponse = z.infer<typeof buildingResponse>;

const litres = z.number().int();

/** One month of the apartment's water meter: readings at month end and the month's use, in litres. */
export const waterMeterMonth = z.object({
  yearMonth: z.string().regex(/^\d{4}-\d{2}$/),
  coldReading: litres,
  hotReading: litres,
  coldConsumption: litres,
  hotConsumption: litres,
});
export type WaterMeterMonth = z.infer<typeof waterMeterMonth>;

/** GET /api/water-meter: the last 24 months, oldest first. */
export const waterMeterResponse = z.object({ months: z.array(waterMeterMonth) });
export type WaterMeterResponse = z.infer<typeof waterMeterResponse>;
