import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userAccounts } from "../../db/schema/persons.ts";
import { hashPassword } from "../../lib/password.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";

const NFC = "Äidin-Kesämökki-7".normalize("NFC");
const NFD = NFC.normalize("NFD");

describe.each(embeddedDatabase)("the same visible password in any Unicode form on $name", (target) => {
  const t = useTestApp(target);
  const email = "ville.vuokralainen@example.fi";
  const setHash = (passwordHash: string) =>
    t.database.db.update(userAccounts).set({ passwordHash }).where(eq(userAccounts.email, email));
  const signIn = (password: string) =>
    t.app.inject({ method: "POST", url: "/api/login", payload: { username: email, password } });

  it("signs in with the decomposed form of a password set in the composed form, and back", async () => {
    expect(NFC).not.toBe(NFD);
    await setHash(await hashPassword(NFC));
    expect((await signIn(NFD)).statusCode).toBe(200);
    await setHash(await hashPassword(NFD));
    expect((await signIn(NFC)).statusCode).toBe(200);
  });

  it("keeps a hash made from the password as typed working", async () => {
    await setHash(await hash(NFD, { memoryCost: 19_456, timeCost: 2, parallelism: 1 }));
    expect((await signIn(NFD)).statusCode).toBe(200);
    expect((await signIn("Väärä-Salasana-7")).statusCode).toBe(401);
  });
});
