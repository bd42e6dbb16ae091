import type { FieldErrors, Resolver } from "react-hook-form";
import type { TerminationRequest, TerminationRequestInput } from "@portal/schemas/termination";
import { splitPercentages } from "@portal/schemas/termination.rules";
import { lazyResolver } from "../../lib/lazyResolver.ts";
import type { TerminationValues } from "./draft.ts";

/** A Finnish (or Åland) account, as typed: the form asks for a BIC only for others. */
export function looksFinnish(iban: string): boolean {
  return /^\s*(FI|AX)/i.test(iban);
}

/** The form's text and choices as the notice the shared schema checks; the refund split evenly. */
export function toRequest(values: TerminationValues): TerminationRequestInput {
  const shares = splitPercentages(values.beneficiaries.length);
  return {
    endDate: values.endDate,
    movingOutDate: values.movingOutDate || null,
    terminationReason: values.terminationReason as TerminationRequestInput["terminationReason"],
    givingContactInfoAllowed: values.givingContactInfoAllowed,
    displaysSelf: values.displaysSelf,
    displayStartDate: values.displaysSelf ? values.displayStartDate || null : null,
    displayEndDate: values.displaysSelf ? values.displayEndDate || null : null,
    masterKeyAccessAllowed: values.masterKeyAccessAllowed,
    hasPetsInApartment: values.hasPetsInApartment,
    additionalDetails: values.additionalDetails,
    isCollateral: values.isCollateral,
    collateralLender: values.isCollateral ? values.collateralLender : null,
    newAddress: values.newAddress,
    fileUuids: [],
    beneficiaries: values.beneficiaries.map((b, i) => ({
      beneficiaryName: b.beneficiaryName,
      email: b.email,
      phoneNumber: b.phoneNumber,
      iban: b.iban,
      bic: looksFinnish(b.iban) ? null : b.bic,
      returnPercentage: shares[i] ?? 0,
    })),
  };
}

type FormResolver = Resolver<TerminationValues, unknown, TerminationRequest> & {
  preload: () => Promise<unknown>;
};

/**
 * The form's resolver for a notice given on `today` on a lease of `noticeMonths`' notice period: the
 * shared schema with the day's rules (terminationRequestOn), loaded off the first paint as every
 * form's is (lazyResolver), over the form's values as the notice; and the read-the-instructions
 * tick, which is the form's own and not sent.
 */
export function formResolver(today: string, noticeMonths: number): FormResolver {
  const inner = lazyResolver(async () =>
    (await import("@portal/schemas/termination")).terminationRequestOn(today, noticeMonths),
  );
  const resolver: Resolver<TerminationValues, unknown, TerminationRequest> = async (
    values,
    context,
    options,
  ) => {
    const result = await inner(toRequest(values) as never, context, options as never);
    if (values.readInstructions) return result as never;
    const errors = { ...result.errors } as FieldErrors<TerminationValues>;
    errors.readInstructions = { type: "required", message: "validation.required" };
    return { values: {}, errors } as never;
  };
  return Object.assign(resolver, { preload: inner.preload });
}
