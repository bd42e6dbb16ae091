// How many working days each kind of work item may wait before it is overdue (config/handling.ts).
import { dueAt } from "./working-days.ts";

/** Working days per kind of work item, and for fault reports per defect class. */
export interface ServiceLevels {
  /** Messages to customer service. */
  message: number;
  /** Fault reports of a class without a level of its own. */
  fault: number;
  /** Fault reports of these classes (locks, electrical by default). */
  faultByClass: Readonly<Record<string, number>>;
}

export const DEFAULT_SERVICE_LEVELS: ServiceLevels = {
  message: 2,
  fault: 5,
  faultByClass: { locks: 1, electrical: 1 },
};

/** The working days an item of `kind` (and, for a fault report, `defectClass`) may wait. */
export function serviceLevelDays(levels: ServiceLevels, kind: "fault" | "message", defectClass?: string) {
  if (kind === "message") return levels.message;
  return (defectClass !== undefined ? levels.faultByClass[defectClass] : undefined) ?? levels.fault;
}

/** When an item received at `at` is due. */
export function dueTime(levels: ServiceLevels, at: Date, kind: "fault" | "message", defectClass?: string) {
  return dueAt(at, serviceLevelDays(levels, kind, defectClass));
}
