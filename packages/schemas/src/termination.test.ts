import { describe, expect, it } from "vitest";
import { TERMINATION_WORKFLOW } from "./termination.constants.ts";
import {
  terminationRequest,
  terminationRequestOn,
  terminationReviewRequest,
  type TerminationRequestInput,
} from "./termination.ts";

const TODAY = "2026-11-26";

export function validNotice(overrides: Partial<TerminationRequestInput> = {}): TerminationRequestInput {
  return {
    endDate: "2026-12-31",
    movingOutDate: "2026-12-20",
    terminationReason: "move_to_another_rental",
    givingContactInfoAllowed: true,
    displaysSelf: false,
    displayStartDate: null,
    displayEndDate: null,
    masterKeyAccessAllowed: true,
    hasPetsInApartment: false,
    additionalDetails: "",
    isCollateral: false,
    collateralLender: null,
    newAddress: {
      recipientName: "Aino Asukas",
      streetAddress: "Uusitie 1 A 2",
      postalCode: "00100",
      city: "Helsinki",
    },
    fileUuids: [],
    beneficiaries: [
      {
        beneficiaryName: "Aino Asukas",
        email: "aino.asukas@example.fi",
        phoneNumber: "040 123 4567",
        iban: "fi21 1234 5600 0007 85",
        bic: "NDEAFIHH",
        returnPercentage: 100,
      },
    ],
    ...overrides,
  };
}

function errors(input: unknown, today = TODAY): Record<string, string> {
  const result = terminationRequestOn(today).safeParse(input);
  if (result.success) return {};
  // The first failure of a field is the one a form shows.
  return Object.fromEntries([...result.error.issues].reverse().map((i) => [i.path.join("."), i.message]));
}

const foreign = {
  beneficiaryName: "Erik Svensson",
  email: "erik@example.se",
  phoneNumber: "+46 70 123 4567",
  iban: "SE45 5000 0000 0583 9825 7466",
  returnPercentage: 50,
};

describe("the termination notice", () => {
  it("accepts a valid notice; IBAN in capitals, a Finnish account's BIC null", () => {
    const parsed = terminationRequestOn(TODAY).parse(validNotice());
    expect(parsed.beneficiaries[0]!.iban).toBe("FI2112345600000785");
    expect(parsed.beneficiaries[0]!.bic).toBeNull();
    expect(parsed.beneficiaries[0]!.email).toBe("aino.asukas@example.fi");
    expect(parsed.displayStartDate).toBeNull();
  });

  it("refuses each bad field with its key", () => {
    const address = validNotice().newAddress;
    expect(errors(validNotice({ newAddress: { ...address, postalCode: "0010" } }))).toEqual({
      "newAddress.postalCode": "validation.postalCode",
    });
    expect(errors(validNotice({ newAddress: { ...address, postalCode: "001000" } }))).toEqual({
      "newAddress.postalCode": "validation.postalCode",
    });
    expect(errors(validNotice({ newAddress: { ...address, city: "" } }))).toEqual({
      "newAddress.city": "validation.required",
    });
    expect(errors(validNotice({ newAddress: { ...address, streetAddress: "x".repeat(101) } }))).toEqual({
      "newAddress.streetAddress": "validation.tooLong",
    });
    expect(errors(validNotice({ newAddress: { ...address, recipientName: "x".repeat(100) } }))).toEqual({});
    expect(errors(validNotice({ additionalDetails: "x".repeat(1001) }))).toEqual({
      additionalDetails: "validation.tooLong",
    });
    expect(errors(validNotice({ additionalDetails: "x".repeat(1000) }))).toEqual({});
    expect(errors(validNotice({ beneficiaries: [] }))).toEqual({
      beneficiaries: "validation.beneficiariesRequired",
    });
    expect(errors(validNotice({ terminationReason: "bored" as never }))).toEqual({
      terminationReason: "validation.invalid",
    });
    expect(errors(validNotice({ terminationReason: undefined as never }))).toEqual({
      terminationReason: "validation.required",
    });
  });

  it("checks the accounts: IBAN, a BIC of 8 or 11 characters, a foreign account's BIC required", () => {
    const one = validNotice().beneficiaries[0]!;
    expect(errors(validNotice({ beneficiaries: [{ ...one, iban: "FI21 1234 5600 0007 86" }] }))).toEqual({
      "beneficiaries.0.iban": "validation.iban",
    });
    expect(
      errors(
        validNotice({
          beneficiaries: [
            { ...one, returnPercentage: 50 },
            { ...foreign, bic: "ESSESESS1" },
          ],
        }),
      ),
    ).toEqual({ "beneficiaries.1.bic": "validation.bic" });
    expect(errors(validNotice({ beneficiaries: [{ ...one, returnPercentage: 50 }, foreign] }))).toEqual({
      "beneficiaries.1.bic": "validation.bicRequired",
    });
    const parsed = terminationRequest.parse(
      validNotice({
        beneficiaries: [
          { ...one, returnPercentage: 50 },
          { ...foreign, bic: "esseseSSXXX" },
        ],
      }),
    );
    expect(parsed.beneficiaries[1]!.bic).toBe("ESSESESSXXX");
    expect(parsed.beneficiaries[1]!.iban).toBe("SE4550000000058398257466");
    expect(errors(validNotice({ beneficiaries: [{ ...one, email: "not-an-address" }] }))).toEqual({
      "beneficiaries.0.email": "validation.email",
    });
    expect(errors(validNotice({ beneficiaries: [{ ...one, phoneNumber: "" }] }))).toEqual({
      "beneficiaries.0.phoneNumber": "validation.required",
    });
  });

  it("wants the shares to make 100, each 1 to 100", () => {
    const one = validNotice().beneficiaries[0]!;
    expect(errors(validNotice({ beneficiaries: [{ ...one, returnPercentage: 99 }] }))).toEqual({
      beneficiaries: "validation.percentageSum",
    });
    expect(
      errors(
        validNotice({
          beneficiaries: [
            { ...one, returnPercentage: 0 },
            { ...one, returnPercentage: 100 },
          ],
        }),
      ),
    ).toEqual({ "beneficiaries.0.returnPercentage": "validation.invalid" });
    expect(
      errors(
        validNotice({
          beneficiaries: [
            { ...one, returnPercentage: 33 },
            { ...one, returnPercentage: 33 },
            { ...one, returnPercentage: 34 },
          ],
        }),
      ),
    ).toEqual({});
  });

  it("checks the dates against the day of notice", () => {
    expect(errors(validNotice({ endDate: "2026-12-30" }))).toEqual({ endDate: "validation.endDate" });
    expect(errors(validNotice({ endDate: "2026-11-30", movingOutDate: null }))).toEqual({
      endDate: "validation.endDate",
    });
    expect(errors(validNotice({ endDate: "2027-06-30" }))).toEqual({ endDate: "validation.endDate" });
    expect(errors(validNotice({ endDate: "2027-05-31", movingOutDate: null }))).toEqual({});
    expect(errors(validNotice({ movingOutDate: "2027-01-05" }))).toEqual({
      movingOutDate: "validation.movingOutDate",
    });
    expect(errors(validNotice({ movingOutDate: TODAY }))).toEqual({
      movingOutDate: "validation.movingOutDate",
    });
    expect(errors(validNotice({ movingOutDate: "2026-12-31" }))).toEqual({});
    expect(errors(validNotice({ displaysSelf: true }))).toEqual({ displayStartDate: "validation.required" });
    expect(
      errors(
        validNotice({ displaysSelf: true, displayStartDate: "2026-12-10", displayEndDate: "2026-12-09" }),
      ),
    ).toEqual({ displayEndDate: "validation.displayEndDate" });
    expect(
      errors(
        validNotice({ displaysSelf: true, displayStartDate: "2026-12-10", displayEndDate: "2027-01-09" }),
      ),
    ).toEqual({ displayEndDate: "validation.displayEndDate" });
    expect(errors(validNotice({ endDate: "31.12.2026" }))).toEqual({ endDate: "validation.invalid" });
    expect(errors(validNotice({ isCollateral: true }))).toEqual({ collateralLender: "validation.required" });
  });

  it("refuses unknown fields and wrong types", () => {
    expect(Object.keys(errors({ ...validNotice(), status: "approved" }))).toEqual([""]);
    expect(errors(validNotice({ displaysSelf: "true" as never }))).toEqual({
      displaysSelf: "validation.invalid",
    });
  });
});

describe("the review", () => {
  it("needs a reason to reject, and comes only from ready_for_review", () => {
    expect(
      terminationReviewRequest.safeParse({ decision: "approve", from: "ready_for_review" }).success,
    ).toBe(true);
    expect(terminationReviewRequest.safeParse({ decision: "reject", from: "ready_for_review" }).success).toBe(
      false,
    );
    expect(
      terminationReviewRequest.safeParse({ decision: "approve", from: "pending_tenant_approval" }).success,
    ).toBe(false);
  });
  it("follows one transition table", () => {
    expect(TERMINATION_WORKFLOW.next("pending_tenant_approval")).toEqual(["ready_for_review", "rejected"]);
    expect(TERMINATION_WORKFLOW.allows("pending_tenant_approval", "approved")).toBe(false);
    expect(TERMINATION_WORKFLOW.isFinal("approved")).toBe(true);
  });
});
