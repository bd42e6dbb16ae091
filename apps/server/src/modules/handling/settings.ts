import { configVariables, type Config } from "../../config.ts";
import { DEFAULT_SERVICE_LEVELS, type ServiceLevels } from "../../lib/service-levels.ts";

/** The settings of every kind handled as requests are: where customer service is told, and when an item is due. */
export interface HandlingSettings {
  /** Customer service's mailbox (CUSTOMER_SERVICE_EMAIL), mailed each new item. */
  customerServiceEmail: string;
  /** Working days an item may wait before it is overdue, per kind and defect class (SERVICE_LEVEL_*). */
  serviceLevels: ServiceLevels;
}

/** A handled kind's slice of the configuration (fault reports, messages, exchange applications). */
export const handlingSettings = (config: Partial<Config>): HandlingSettings => ({
  customerServiceEmail: config.customerServiceEmail ?? configVariables.CUSTOMER_SERVICE_EMAIL.default,
  serviceLevels: config.serviceLevels ?? DEFAULT_SERVICE_LEVELS,
});
