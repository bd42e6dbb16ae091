// The receipt of a termination notice as a PDF, in the reader's language: what was given, when, by
// whom, and where each party stands.
import type { Language } from "@portal/schemas/common";
import { formatDate, formatInstantDate, formatInstantTime } from "@portal/schemas/format";
import type { TerminationNotice } from "@portal/schemas/termination";
import type {
  PartyApproval,
  TerminationReason,
  TerminationStatus,
} from "@portal/schemas/termination.constants";
import { textPdf, type PdfLine } from "../../lib/pdf.ts";

const REASONS: Record<Language, Record<TerminationReason, string>> = {
  fi: {
    apartment_size: "Asunnon koko",
    area_poor_services: "Alueen heikot palvelut",
    buying_property: "Oman asunnon osto",
    disturbing_neighbours_or_building: "Häiritsevät naapurit tai talo",
    family_size_change: "Perhekoon muutos",
    housing_costs: "Asumiskustannukset",
    move_due_work: "Muutto työn vuoksi",
    move_to_another_apartment_of_same_owner: "Muutto saman vuokranantajan toiseen asuntoon",
    move_to_another_municipality: "Muutto toiselle paikkakunnalle",
    move_to_another_rental: "Muutto toiseen vuokra-asuntoon",
    move_to_care_home_or_hospital: "Muutto hoivakotiin tai sairaalaan",
    move_to_right_of_occupancy: "Muutto asumisoikeusasuntoon",
    poor_apartment_condition: "Asunnon huono kunto",
    poor_apartment_equipment_or_properties: "Asunnon puutteellinen varustelu",
    poor_property_condition: "Kiinteistön huono kunto",
    poor_property_maintenance: "Kiinteistön huono huolto",
    poor_transportation_options: "Huonot kulkuyhteydet",
    other: "Muu syy",
  },
  sv: {
    apartment_size: "Bostadens storlek",
    area_poor_services: "Dålig service i området",
    buying_property: "Köp av egen bostad",
    disturbing_neighbours_or_building: "Störande grannar eller hus",
    family_size_change: "Ändrad familjestorlek",
    housing_costs: "Boendekostnader",
    move_due_work: "Flytt på grund av arbete",
    move_to_another_apartment_of_same_owner: "Flytt till en annan bostad hos samma hyresvärd",
    move_to_another_municipality: "Flytt till en annan ort",
    move_to_another_rental: "Flytt till en annan hyresbostad",
    move_to_care_home_or_hospital: "Flytt till vårdhem eller sjukhus",
    move_to_right_of_occupancy: "Flytt till en bostadsrättsbostad",
    poor_apartment_condition: "Bostadens dåliga skick",
    poor_apartment_equipment_or_properties: "Bristfällig utrustning i bostaden",
    poor_property_condition: "Fastighetens dåliga skick",
    poor_property_maintenance: "Dålig fastighetsskötsel",
    poor_transportation_options: "Dåliga kommunikationer",
    other: "Annan orsak",
  },
  en: {
    apartment_size: "Size of the apartment",
    area_poor_services: "Few services in the area",
    buying_property: "Buying a home",
    disturbing_neighbours_or_building: "Disturbing neighbours or building",
    family_size_change: "Change in family size",
    housing_costs: "Housing costs",
    move_due_work: "Moving for work",
    move_to_another_apartment_of_same_owner: "Moving to another apartment of the same landlord",
    move_to_another_municipality: "Moving to another municipality",
    move_to_another_rental: "Moving to another rental apartment",
    move_to_care_home_or_hospital: "Moving to a care home or hospital",
    move_to_right_of_occupancy: "Moving to a right-of-occupancy apartment",
    poor_apartment_condition: "Poor condition of the apartment",
    poor_apartment_equipment_or_properties: "Poor equipment of the apartment",
    poor_property_condition: "Poor condition of the property",
    poor_property_maintenance: "Poor maintenance of the property",
    poor_transportation_options: "Poor transport connections",
    other: "Other reason",
  },
};

const STATUS: Record<Language, Record<TerminationStatus, string>> = {
  fi: {
    pending_tenant_approval: "Odottaa vuokralaisten hyväksyntää",
    ready_for_review: "Vuokranantajan käsittelyssä",
    approved: "Hyväksytty",
    rejected: "Hylätty",
  },
  sv: {
    pending_tenant_approval: "Väntar på hyresgästernas godkännande",
    ready_for_review: "Under behandling hos hyresvärden",
    approved: "Godkänd",
    rejected: "Avslagen",
  },
  en: {
    pending_tenant_approval: "Awaiting the tenants' approval",
    ready_for_review: "In the landlord's review",
    approved: "Approved",
    rejected: "Rejected",
  },
};

const APPROVAL: Record<Language, Record<PartyApproval, string>> = {
  fi: {
    sender: "irtisanoja",
    pending: "ei vielä vastannut",
    accepted: "hyväksyi",
    rejected: "hylkäsi",
    informed: "tiedoksi",
  },
  sv: {
    sender: "sade upp avtalet",
    pending: "har ännu inte svarat",
    accepted: "godkände",
    rejected: "avslog",
    informed: "för kännedom",
  },
  en: {
    sender: "gave the notice",
    pending: "not yet answered",
    accepted: "accepted",
    rejected: "rejected",
    informed: "for information",
  },
};

const L = {
  fi: {
    title: "Vuokrasopimuksen irtisanominen – kuitti",
    contract: "Sopimus",
    apartment: "Asunto",
    given: "Annettu",
    status: "Tila",
    endDate: "Sopimus päättyy",
    movingOut: "Muuttopäivä",
    reason: "Irtisanomisen syy",
    newAddress: "Uusi osoite",
    parties: "Sopimuksen osapuolet",
    refund: "Vakuuden palautus",
    yes: "kyllä",
    no: "ei",
    contactInfo: "Yhteystiedot seuraavalle vuokralaiselle",
    masterKey: "Yleisavaimen käyttö sallittu",
    pets: "Lemmikkejä asunnossa",
    files: "Liitteet",
  },
  sv: {
    title: "Uppsägning av hyresavtal – kvitto",
    contract: "Avtal",
    apartment: "Bostad",
    given: "Given",
    status: "Status",
    endDate: "Avtalet upphör",
    movingOut: "Flyttdag",
    reason: "Orsak till uppsägningen",
    newAddress: "Ny adress",
    parties: "Avtalets parter",
    refund: "Återbetalning av säkerheten",
    yes: "ja",
    no: "nej",
    contactInfo: "Kontaktuppgifter till följande hyresgäst",
    masterKey: "Huvudnyckeln får användas",
    pets: "Husdjur i bostaden",
    files: "Bilagor",
  },
  en: {
    title: "Termination of the lease – receipt",
    contract: "Lease",
    apartment: "Apartment",
    given: "Given",
    status: "Status",
    endDate: "Lease ends",
    movingOut: "Moving-out date",
    reason: "Reason",
    newAddress: "New address",
    parties: "Parties to the lease",
    refund: "Deposit refund",
    yes: "yes",
    no: "no",
    contactInfo: "Contact details to the next tenant",
    masterKey: "Master key may be used",
    pets: "Pets in the apartment",
    files: "Attachments",
  },
} as const;

export function receiptPdf(
  language: Language,
  receipt: { notice: TerminationNotice; address: string; contractNumber: string },
): Buffer {
  const l = L[language];
  const n = receipt.notice;
  const created = new Date(n.createdAt);
  const yesNo = (value: boolean) => (value ? l.yes : l.no);
  const lines: PdfLine[] = [
    { text: l.title, heading: true },
    { text: "" },
    { text: `${l.contract}: ${receipt.contractNumber}` },
    { text: `${l.apartment}: ${receipt.address}` },
    { text: `${l.given}: ${formatInstantDate(created)} ${formatInstantTime(created)}` },
    { text: `${l.status}: ${STATUS[language][n.status]}` },
    { text: `${l.endDate}: ${formatDate(n.endDate)}` },
    ...(n.movingOutDate ? [{ text: `${l.movingOut}: ${formatDate(n.movingOutDate)}` }] : []),
    { text: `${l.reason}: ${REASONS[language][n.terminationReason]}` },
    { text: `${l.contactInfo}: ${yesNo(n.givingContactInfoAllowed)}` },
    { text: `${l.masterKey}: ${yesNo(n.masterKeyAccessAllowed)}` },
    { text: `${l.pets}: ${yesNo(n.hasPetsInApartment)}` },
    {
      text: `${l.newAddress}: ${n.newAddress.recipientName}, ${n.newAddress.streetAddress}, ${n.newAddress.postalCode} ${n.newAddress.city}`,
    },
    { text: "" },
    { text: l.parties, heading: true },
    ...n.parties.map((p) => ({ text: `${p.firstName} ${p.lastName}: ${APPROVAL[language][p.approval]}` })),
  ];
  if (n.beneficiaries.length) {
    lines.push({ text: "" }, { text: l.refund, heading: true });
    for (const b of n.beneficiaries)
      lines.push({
        text: `${b.beneficiaryName}: ${b.iban}${b.bic ? ` (${b.bic})` : ""}, ${b.returnPercentage} %`,
      });
  }
  if (n.files.length) {
    lines.push({ text: "" }, { text: l.files, heading: true });
    for (const file of n.files) lines.push({ text: file.name });
  }
  return textPdf(l.title, lines);
}
