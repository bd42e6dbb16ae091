// A staff member's reach over each resource: which rows of it lie in the buildings they see, one
// condition per resource, so no repository writes the rule again. Each is a condition for a
// query's `where` (undefined: every row, for a member who sees every building; false: none).
import { contractInBuildings, everyTargetInBuildings, inBuildings } from "../db/scope.ts";
import { committeeBuildings } from "../db/schema/committees.ts";
import { exchangeNotices } from "../db/schema/exchange.ts";
import { companyPostBuildings, companyPosts } from "../db/schema/notices.ts";
import { buildings } from "../db/schema/organisations.ts";
import { terminationNotices } from "../db/schema/termination.ts";
import type { BuildingScope } from "../plugins/principal.ts";

type Column = Parameters<typeof inBuildings>[0];

export const reach = {
  /** The buildings themselves (the queue's and the consoles' building choices). */
  buildings: (scope: BuildingScope) => inBuildings(buildings.id, scope),
  /** A work item of any kind, by the building it keeps on its row. */
  workItems: (buildingId: Column, scope: BuildingScope) => inBuildings(buildingId, scope),
  /** Rows that keep only their contract (fault reports and messages counted on the staff home). */
  contracts: (contractId: Column, scope: BuildingScope) => contractInBuildings(contractId, scope),
  terminationNotices: (scope: BuildingScope) => inBuildings(terminationNotices.buildingId, scope),
  exchangeNotices: (scope: BuildingScope) => inBuildings(exchangeNotices.buildingId, scope),
  /** A committee is in reach through any of its buildings. */
  committees: (scope: BuildingScope) => inBuildings(committeeBuildings.buildingId, scope),
  /** A company notice or event is its writer's only when every building it targets is in reach. */
  companyPosts: (scope: BuildingScope) =>
    everyTargetInBuildings(
      {
        table: companyPostBuildings,
        owner: companyPostBuildings.postId,
        building: companyPostBuildings.buildingId,
      },
      companyPosts.id,
      scope,
    ),
};

/** Whether the staff member sees no building at all: a read of their reach needs no query. */
export function seesNoBuilding(scope: BuildingScope): boolean {
  return scope !== "all" && scope.length === 0;
}

/** Whether the staff member sees every building (a decision without a building to check). */
export function seesEveryBuilding(scope: BuildingScope): boolean {
  return scope === "all";
}
