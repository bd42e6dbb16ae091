// The other half of the cycle in cycleA.ts.
import { a } from "./cycleA.ts";

export const b = () => a;
