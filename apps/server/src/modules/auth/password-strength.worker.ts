// Runs in a worker thread (see password-policy.ts): zxcvbn costs up to hundreds of milliseconds of
// CPU on crafted input, which must never block the server's event loop.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";
import * as fi from "@zxcvbn-ts/language-fi";

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
