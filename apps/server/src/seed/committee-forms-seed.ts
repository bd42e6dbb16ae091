import { expenseTotalCents, requestDataSchema } from "@portal/schemas/committee-forms";
import { isExpenseFormType } from "@portal/schemas/committee-forms.constants";
import type { FormState, FormType } from "@portal/schemas/committee-forms.constants";
import type { Db } from "../db/client.ts";
import { addDays } from "../lib/dates.ts";
import { SYSTEM } from "../lib/workflow.ts";
import { dueAt } from "../lib/working-days.ts";
import { FORM_REVIEW_DAYS } from "../modules/committee-forms/committee-forms.service.ts";
import { createCommitteeFormsRepository } from "../modules/committee-forms/committee-forms.repository.ts";
import { hashReviewToken } from "../modules/committee-forms/links.ts";
import { currentContractOf } from "./current-contract.ts";

/**
 * The review link of the demo's form awaiting approval: /hallinta/lomakkeet/<this>, valid 14 days
 * from the seed (afterwards it offers a new link, mailed to the moderator). Demo data only.
 */
export const DEMO_REVIEW_TOKEN = "demoLomakeTarkastettavanaKirsikkapiha000001";

/** Morning in Helsinki on a day relative to `today`. */
const at = (today: string, days: number, hour: number) =>
  new Date(`${addDays(today, days)}T${String(hour).padStart(2, "0")}:00:00+02:00`);

/**
 * Kirsikkapiha's resident committee: Aino the chair, Ville a member, the building's allowance for
 * this year, and forms in different states: approved minutes and an approved event invitation (the
 * building's notice and event), an action plan awaiting approval (with the demo review link) and a
 * draft expense report. Nothing for Tikkurilan Lähde (the protection-order tenant's building).
 * Runs inside the demo seed's transaction.
 */
export async function seedCommitteeForms(tx: Db, today: string): Promise<void> {
  const aino = await currentContractOf(tx, "aino.asukas@example.fi");
  const ville = await currentContractOf(tx, "ville.vuokralainen@example.fi");
  if (!aino || !ville) throw new Error("committee seed: no current lease for Aino or Ville");
  const repo = createCommitteeFormsRepository(tx);
  const founded = at(today, -400, 12);
  const committeeId = await repo.createCommittee(
    "Kirsikkapihan asukastoimikunta",
    [aino.buildingId],
    founded,
    tx,
  );
  await repo.addMember(committeeId, aino.userId, "chair", founded, tx);
  await repo.addMember(committeeId, ville.userId, "member", founded, tx);
  const year = Number(today.slice(0, 4));
  await repo.setAllowance(aino.buildingId, year, 80_000, null, founded, tx);

  const author = { kind: "tenant", userId: aino.userId } as const;
  const form = async (
    formType: FormType,
    data: Record<string, unknown>,
    created: Date,
    moves: { to: FormState; at: Date }[] = [],
  ) => {
    // The demo's data passes the same checks as a resident's (as of the day it was written).
    const formData = requestDataSchema(formType, () => created.toISOString().slice(0, 10)).parse(
      data,
    ) as Record<string, unknown>;
    const id = await repo.insertForm(
      {
        committeeId,
        authorId: aino.userId,
        formType,
        formData,
        totalCents: isExpenseFormType(formType) ? expenseTotalCents(formData as never) : 0,
        buildingId: aino.buildingId,
        dueAt: dueAt(created, FORM_REVIEW_DAYS),
      },
      [],
      created,
      tx,
    );
    let from: FormState = "Draft";
    for (const move of moves) {
      await repo.moveState(
        { id, from, to: move.to, actor: move.to === "AwaitingApproval" ? author : SYSTEM, at: move.at },
        tx,
      );
      if (move.to === "AwaitingApproval")
        await repo.markSent(
          id,
          {
            formData,
            totalCents: isExpenseFormType(formType) ? expenseTotalCents(formData as never) : 0,
            buildingId: aino.buildingId,
            sentBy: aino.userId,
          },
          tx,
        );
      if (move.to === "Published") await repo.setDecision(id, move.at, null, tx);
      from = move.to;
    }
    return id;
  };

  await form(
    "MeetingMinutes",
    {
      name: "Asukastoimikunnan kevätkokous",
      date: addDays(today, -21),
      time: "18:00",
      location: "Kirsikkapihan kerhohuone",
      participants: 7,
      items: [
        { title: "Kokouksen avaus", text: "Puheenjohtaja Aino Asukas avasi kokouksen klo 18.02." },
        {
          title: "Pihatalkoot",
          text: "Päätettiin järjestää kevään pihatalkoot toukokuussa. Talkoisiin hankitaan haravat ja jätesäkit.",
        },
        { title: "Kokouksen päättäminen", text: "Puheenjohtaja päätti kokouksen klo 19.15." },
      ],
      chairperson: "Aino Asukas",
      secretary: "Ville Vuokralainen",
      signatoryConfirmation: true,
    },
    at(today, -20, 9),
    [
      { to: "AwaitingApproval", at: at(today, -20, 10) },
      { to: "Published", at: at(today, -18, 11) },
    ],
  );

  await form(
    "EventInvite",
    {
      eventType: "CommunityWorkDay",
      name: "Kevään pihatalkoot",
      date: addDays(today, 24),
      time: "10:00",
      description: "Haravoidaan piha ja siistitään istutukset. Talkooväelle tarjotaan kahvit ja pullat.",
      property: aino.buildingId,
      contactPerson: "Aino Asukas",
    },
    at(today, -6, 9),
    [
      { to: "AwaitingApproval", at: at(today, -6, 10) },
      { to: "Published", at: at(today, -5, 13) },
    ],
  );

  const plan = await form(
    "ActionPlan",
    {
      year,
      activities: [
        {
          name: "Pihatalkoot",
          month: 5,
          day: 16,
          time: "10:00",
          responsiblePersons: "Aino Asukas",
          budgetEstimate: 120,
        },
        { name: "Pikkujoulut", month: 12, responsiblePersons: "Ville Vuokralainen", budgetEstimate: 250 },
      ],
      totalBudgetEstimate: 370,
    },
    at(today, -2, 9),
    [{ to: "AwaitingApproval", at: at(today, -2, 10) }],
  );
  await repo.insertToken(
    plan,
    hashReviewToken(DEMO_REVIEW_TOKEN),
    at(today, -2, 10),
    addDaysAt(at(today, 0, 10), 14),
    tx,
  );

  await form(
    "GeneralExpenseReport",
    {
      contactInfo: {
        name: "Aino Asukas",
        address: "Kirsikkatie 5 B 12",
        zip: "00710",
        city: "Helsinki",
        phone: "+358 40 555 1234",
        email: "aino.asukas@example.fi",
        iban: "FI21 1234 5600 0007 85",
      },
      event: { name: "Kevään pihatalkoot", date: addDays(today, 24) },
      purchaseReports: [{ report: "Jätesäkit ja työhanskat", amount: 24.9 }],
    },
    at(today, -1, 18),
  );
}

function addDaysAt(from: Date, days: number): Date {
  return new Date(from.getTime() + days * 86_400_000);
}
