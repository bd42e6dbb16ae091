// Half of an import cycle that lint must refuse (see ../lintRules.test.ts); not part of the app.
import { b } from "./cycleB.ts";

export const a = () => b;
