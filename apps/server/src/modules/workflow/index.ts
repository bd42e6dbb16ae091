// The workflow module's public surface: other modules import only from this file (eslint.config.js).
// How a workflow domain moves its records' states (moveState) and reads their history.
export {
  createWorkflowRepository,
  type Move,
  type MoveMany,
  type WorkflowTables,
} from "./workflow.repository.ts";
