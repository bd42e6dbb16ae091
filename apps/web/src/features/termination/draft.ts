import { readPersisted, writePersisted } from "../../lib/persisted.ts";

/** The notice being written, kept in the tab's session storage while the tenant types. */
export const DRAFT_KEY = "termination.draft";

/** The form as typed: choices are text until the schema turns them into the notice's values. */
export type TerminationValues = {
  endDate: string;
  movingOutDate: string;
  terminationReason: string;
  givingContactInfoAllowed: boolean;
  displaysSelf: boolean;
  displayStartDate: string;
  displayEndDate: string;
  masterKeyAccessAllowed: boolean;
  hasPetsInApartment: boolean;
  isCollateral: boolean;
  collateralLender: string;
  newAddress: { recipientName: string; streetAddress: string; postalCode: string; city: string };
  beneficiaries: { beneficiaryName: string; email: string; phoneNumber: string; iban: string; bic: string }[];
  additionalDetails: string;
  readInstructions: boolean;
};

function isDraft(value: unknown): value is Partial<TerminationValues> {
  if (typeof value !== "object" || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    (draft.beneficiaries === undefined || Array.isArray(draft.beneficiaries)) &&
    (draft.newAddress === undefined || (typeof draft.newAddress === "object" && draft.newAddress !== null))
  );
}

/** The kept draft over the defaults: a field the draft lacks keeps its default. */
export function loadDraft(defaults: TerminationValues): TerminationValues {
  const draft = readPersisted(DRAFT_KEY, isDraft);
  if (!draft) return defaults;
  const merged = { ...defaults, ...draft, newAddress: { ...defaults.newAddress, ...draft.newAddress } };
  // A month end the notice period no longer allows (the draft is from last month) is not kept.
  return merged;
}

export function saveDraft(values: TerminationValues): void {
  writePersisted(DRAFT_KEY, values);
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
