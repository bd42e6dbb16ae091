import type { Readable } from "node:stream";
import type { ApartmentResponse, BuildingResponse, WaterMeterResponse } from "@portal/schemas/home";
import { WATER_METER_MONTHS } from "@portal/schemas/home.constants";
import type { FileStore } from "../../integrations/files/file-store.ts";
import { refuse, type Refusal } from "../../lib/refusal.ts";
import type { HomeRepository, Scope } from "./home.repository.ts";

export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
}

type NotFound = Refusal<"NOT_FOUND">;

/** Every answer is NOT_FOUND when the session's contract, building or file is not the person's. */
export function createHomeService(repo: HomeRepository, files: FileStore) {
  async function read(key: string, contentType: string): Promise<StoredFile | NotFound> {
    const file = await files.get(key);
    return file ? { ...file, contentType } : refuse("NOT_FOUND");
  }

  return {
    async apartment(scope: Scope): Promise<ApartmentResponse | NotFound> {
      const row = await repo.apartment(scope);
      if (!row) return refuse("NOT_FOUND");
      return {
        apartmentNumber: row.apartmentNumber,
        postalAddress: {
          streetAddressLine1: `${row.street} ${row.apartmentNumber}`,
          streetAddressLine2: null,
          postalCode: row.postalCode,
          city: row.city,
        },
        area: row.area,
        rooms: row.rooms,
        images: row.images.map((i) => ({
          id: i.id,
          url: `/api/apartment/images/${i.id}`,
          caption: { fi: i.captionFi, sv: i.captionSv || i.captionFi, en: i.captionEn },
          width: i.width,
          height: i.height,
        })),
      };
    },

    async image(scope: Scope, imageId: string): Promise<StoredFile | NotFound> {
      const row = await repo.image(scope, imageId);
      return row ? read(row.fileKey, row.contentType) : refuse("NOT_FOUND");
    },

    async building(scope: Scope): Promise<BuildingResponse | NotFound> {
      const row = await repo.building(scope);
      if (!row) return refuse("NOT_FOUND");
      const { facts } = row;
      const manager =
        facts.propertyManagerName && facts.propertyManagerEmail && facts.propertyManagerPhone
          ? {
              name: facts.propertyManagerName,
              email: facts.propertyManagerEmail,
              phone: facts.propertyManagerPhone,
            }
          : null;
      return {
        name: row.name,
        postalAddress: {
          streetAddressLine1: row.street,
          streetAddressLine2: null,
          postalCode: row.postalCode,
          city: row.city,
        },
        builtYear: facts.builtYear,
        floors: facts.floors,
        apartmentCount: row.apartmentCount,
        heating: facts.heating,
        hasLift: facts.hasLift,
        hasSauna: facts.hasSauna,
        hasLaundry: facts.hasLaundry,
        emergencyPlan: facts.emergencyPlanKey ? { url: "/api/building/emergency-plan" } : null,
        maintenanceCompany:
          row.maintenanceName && row.maintenanceNumber
            ? {
                name: row.maintenanceName,
                emergencyNumber: row.maintenanceNumber,
                email: facts.maintenanceEmail,
              }
            : null,
        propertyManager: manager,
        customerService: { email: row.customerService.email, phone: row.customerService.phone },
      };
    },

    async emergencyPlan(scope: Scope): Promise<StoredFile | NotFound> {
      const key = await repo.emergencyPlanKey(scope);
      return key ? read(key, "application/pdf") : refuse("NOT_FOUND");
    },

    /** Month-end readings and each month's use (this reading minus the previous), oldest first. */
    async waterMeter(scope: Scope): Promise<WaterMeterResponse | NotFound> {
      const found = await repo.waterReadings(scope);
      if (!found) return refuse("NOT_FOUND");
      const startMonth = found.startDate.slice(0, 7);
      const months: WaterMeterResponse["months"] = [];
      for (let i = 1; i < found.rows.length; i++) {
        const row = found.rows[i]!;
        const before = found.rows[i - 1]!;
        const yearMonth = row.month.slice(0, 7);
        if (yearMonth < startMonth) continue;
        months.push({
          yearMonth,
          coldReading: row.cold,
          hotReading: row.hot,
          coldConsumption: row.cold - before.cold,
          hotConsumption: row.hot - before.hot,
        });
      }
      return { months: months.slice(-WATER_METER_MONTHS) };
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;
