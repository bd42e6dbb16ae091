import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isValidIdentityCode } from "@portal/schemas/identity-code";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { testPerson } from "../../sandbox/idp/test-persons.ts";
import { identityCodeHashFor } from "../../seed/identity-seed.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { terminationClient } from "./termination-test-client.ts";

const IRJA = { email: "irja.irtisanoja@example.fi", person: testPerson("irja-irtisanoja") };
const JUSSI = { email: "jussi.irtisanoja@example.fi", person: testPerson("jussi-irtisanoja") };

describe.each(embeddedDatabase)("the demo's lease whose notice goes the whole way, on $name", (target) => {
  const t = useTestApp(target);
  const c = terminationClient(t);

  it("has Irja and Jussi as its two parties, both free to give notice", async () => {
    for (const { email } of [IRJA, JUSSI]) {
      const session = await t.login(email);
      const res = await c.get(session);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ terminationDisallowedReason: null, notice: null });
      const tenants = await t.app.inject({
        method: "GET",
        url: "/api/contracts/tenants",
        headers: t.bearer(session),
      });
      expect(tenants.json()).toEqual({
        contractParties: [
          { firstName: "Irja", lastName: "Irtisanoja" },
          { firstName: "Jussi", lastName: "Irtisanoja" },
        ],
        otherParties: [],
      });
    }
  });

  it("lets the bank's test persons identify as their own accounts' persons", async () => {
    for (const { email, person } of [IRJA, JUSSI]) {
      expect(isValidIdentityCode(person.identityCode, { allowTestRange: true })).toBe(true);
      const [row] = await t.database.db
        .select({ hash: persons.identityCodeHash })
        .from(userAccounts)
        .innerJoin(persons, eq(persons.id, userAccounts.personId))
        .where(eq(userAccounts.email, email));
      expect(row?.hash).toBe(identityCodeHashFor(person.identityCode));
    }
  });
});
