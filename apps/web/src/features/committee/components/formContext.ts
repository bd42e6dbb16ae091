import { createContext, useContext } from "react";
import type { UseFormReturn } from "react-hook-form";

/**
 * The committee form's methods for its fields, in a context of the feature's own: react-hook-form's
 * FormProvider and useFieldArray would grow the form library's chunk that every form page shares.
 */
export const CommitteeFormContext = createContext<UseFormReturn<Record<string, unknown>> | null>(null);

export function useCommitteeForm(): UseFormReturn<Record<string, unknown>> {
  const methods = useContext(CommitteeFormContext);
  if (!methods) throw new Error("useCommitteeForm outside a committee form");
  return methods;
}
