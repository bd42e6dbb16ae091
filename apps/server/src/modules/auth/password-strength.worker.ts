// Runs in a worker thread (see password-policy.ts): zxcvbn costs up to hundreds of milliseconds of
// CPU on crafted input, which must never block the server's event loop.
import { constants, setPriority } from "node:os";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";
import * as fi from "@zxcvbn-ts/language-fi";

// Nice 10, for this thread only (Linux keeps a nice value per thread): when a flood of checks keeps
// the estimate busy and the cores are shared, the event loop gets the CPU first. Not the lowest
// priority, so other work on the host cannot starve sign-ups. Where the system refuses, the
// estimate runs at the normal priority.
try {
  setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
} catch {
  // not permitted here
}

const zxcvbn = new ZxcvbnFactory({
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...en.dictionary, ...fi.dictionary },
  // Off: the fuzzy match multiplies the cost of every check.
  useLevenshteinDistance: false,
});

export interface StrengthTask {
  password: string;
  userInputs: string[];
}

export interface Strength {
  score: number;
  /** The whole password is one dictionary word (with its variations). */
  wholeWord: boolean;
}

export default function estimate({ password, userInputs }: StrengthTask): Strength {
  const result = zxcvbn.check(password, userInputs);
  const wholeWord = result.sequence.length === 1 && result.sequence[0]?.pattern === "dictionary";
  return { score: result.score, wholeWord };
}
