// Service levels of the handling queue: how many working days a work item may wait (lib/service-levels.ts).
import { DEFECT_CLASSES } from "@portal/schemas/faults.constants";
import { z } from "zod";

const days = z.coerce.number().int().min(1).max(60);

export const handlingVariables = {
  SERVICE_LEVEL_MESSAGE_DAYS: {
    schema: days.default(2),
    describe:
      "Working days (Monday to Friday, Finnish public holidays, Midsummer Eve and Christmas Eve excluded) within which a message to customer service is answered; later, it shows as overdue in the staff queue.",
    default: "2",
  },
  SERVICE_LEVEL_FAULT_DAYS: {
    schema: days.default(5),
    describe: "Working days within which a fault report is handled, unless its class is urgent.",
    default: "5",
  },
  SERVICE_LEVEL_URGENT_FAULT_DAYS: {
    schema: days.default(1),
    describe:
      "Working days within which a fault report of an urgent class (SERVICE_LEVEL_URGENT_FAULT_CLASSES) is handled.",
    default: "1",
  },
  SERVICE_LEVEL_URGENT_FAULT_CLASSES: {
    schema: z
      .string()
      .default("locks,electrical")
      .transform((list) =>
        list
          .split(",")
          .map((c) => c.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(DEFECT_CLASSES))),
    describe: `Defect classes handled as urgent, comma-separated (of ${DEFECT_CLASSES.join(", ")}).`,
    default: "locks,electrical",
  },
} as const;
