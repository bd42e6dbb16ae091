import { outbox } from "../../db/schema/outbox.ts";
import { defineModule } from "../module.ts";

/** The outbox every mail and SMS is queued in; the outbox worker (jobs/outbox-worker.ts) delivers it. */
export const outboxModule = defineModule({
  name: "outbox",
  after: [],
  tables: { owns: [outbox] },
});
