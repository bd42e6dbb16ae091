// `npm run import-file -w bench -- --contracts 20000 --out scale.ndjson`: writes an NDJSON
// file of the scale world's size for `npm run import` (the integration API's items, in the order
// buildings, apartments, persons, contracts, ledger, payments): 50 apartments a building, a party
// on every contract and a second on every third, the rent and water charges, a deposit, and the
// last three months' ledger lines and payments. `npm run import -- scale.ndjson` then loads it, and
// a second run finds every item unchanged (bench/README.md has the figures).
import { createWriteStream } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { finished } from "node:stream/promises";

const { values } = parseArgs({
  options: {
    contracts: { type: "string", default: "20000" },
    out: { type: "string", default: "scale.ndjson" },
  },
});
const contracts = Number(values.contracts);
if (!Number.isInteger(contracts) || contracts < 1) {
  console.error("Usage: npm run import-file -w bench -- --contracts 20000 --out scale.ndjson");
  process.exit(1);
}
const file = resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
const out = createWriteStream(file);
let lines = 0;
const write = async (kind: string, item: unknown): Promise<void> => {
  lines++;
  if (!out.write(`${JSON.stringify({ kind, item })}\n`))
    await new Promise<void>((r) => out.once("drain", () => r()));
};

const PER_BUILDING = 50;
const MONTHS = ["2026-01-01", "2026-02-01", "2026-03-01"];
const buildings = Math.ceil(contracts / PER_BUILDING);
for (let b = 1; b <= buildings; b++)
  await write("buildings", {
    externalId: `B${b}`,
    organisation: { externalId: "SCALE", name: "Skaalakodit Oy" },
    name: `Skaalatalo ${b}`,
    streetAddress: `Skaalatie ${b}`,
    postalCode: String(100 + (b % 900)).padStart(5, "0"),
    city: "Helsinki",
  });
for (let i = 1; i <= contracts; i++)
  await write("apartments", {
    externalId: `A${i}`,
    buildingExternalId: `B${Math.ceil(i / PER_BUILDING)}`,
    apartmentNumber: `A ${((i - 1) % PER_BUILDING) + 1}`,
    areaM2: 30 + (i % 60),
    rooms: 1 + (i % 4),
  });
for (let i = 1; i <= contracts; i++) {
  await write("persons", { externalId: `P${i}`, firstName: "Skaala", lastName: `Asukas ${i}` });
  if (i % 3 === 0)
    await write("persons", { externalId: `P${i}b`, firstName: "Skaala", lastName: `Kumppani ${i}` });
}
for (let i = 1; i <= contracts; i++) {
  const rent = (500 + ((i * 37) % 600)) * 100;
  await write("contracts", {
    externalId: `C${i}`,
    apartmentExternalId: `A${i}`,
    contractNumber: `S-${i}`,
    startDate: "2024-01-01",
    monthlyRentCents: rent,
    dueDay: 2,
    parties: [
      { personExternalId: `P${i}`, kind: "party" },
      ...(i % 3 === 0 ? [{ personExternalId: `P${i}b`, kind: "party" }] : []),
    ],
    rentLines: [
      { reason: "rent", nameOnBill: "Vuokra", amountCents: rent, startDate: "2024-01-01" },
      { reason: "water", nameOnBill: "Vesi", amountCents: 2_000, startDate: "2024-01-01" },
    ],
    deposit: { amountCents: rent * 2 },
  });
}
for (let i = 1; i <= contracts; i++) {
  const rent = (500 + ((i * 37) % 600)) * 100;
  for (const month of MONTHS) {
    const dueDate = month.replace(/-01$/, "-02");
    await write("ledger", {
      externalId: `L${i}-${month}-rent`,
      contractExternalId: `C${i}`,
      periodStart: month,
      dueDate,
      reason: "rent",
      nameOnBill: "Vuokra",
      amountCents: rent,
    });
    await write("ledger", {
      externalId: `L${i}-${month}-water`,
      contractExternalId: `C${i}`,
      periodStart: month,
      dueDate,
      reason: "water",
      nameOnBill: "Vesi",
      amountCents: 2_000,
    });
  }
}
for (let i = 1; i <= contracts; i++) {
  const rent = (500 + ((i * 37) % 600)) * 100;
  for (const month of MONTHS)
    await write("payments", {
      externalId: `M${i}-${month}`,
      contractExternalId: `C${i}`,
      payerName: `Skaala Asukas ${i}`,
      amountCents: rent + 2_000,
      paidDate: month.replace(/-01$/, "-02"),
    });
}
out.end();
await finished(out);
console.log(`Wrote ${lines} lines (${contracts} contracts) to ${file}.`);
