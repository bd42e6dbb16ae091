import { auditLog } from "../../db/schema/audit.ts";
import { defineModule } from "../module.ts";

/** The audit trail of account events, written by the modules that cause them (audit.repository.ts). */
export const auditModule = defineModule({
  name: "audit",
  after: [],
  tables: { owns: [auditLog] },
});
