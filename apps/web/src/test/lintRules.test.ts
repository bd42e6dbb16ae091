import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The boundaries are lint errors, not a convention: each rule is shown to fire on a file placed in
// its zone. The files are linted as text under the given name, so none of them exists in the tree.
const root = join(import.meta.dirname, "../../../..");
// The fixtures are ignored by the normal run (they hold a deliberate cycle), not here.
const eslint = new ESLint({ cwd: root, ignore: false });

async function ruleIds(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result!.messages.map((m) => m.ruleId);
}

// The first lint loads the whole configuration and resolver: seconds on a busy machine.
describe("lint boundaries", { timeout: 30_000 }, () => {
  it("refuses a feature importing another feature", async () => {
    const code = `export { default } from "../auth/SignInPage.tsx";\n`;
    expect(await ruleIds("apps/web/src/features/home/Zone.ts", code)).toContain(
      "import-x/no-restricted-paths",
    );
  });

  it("refuses a feature importing another feature without a file extension", async () => {
    // The TypeScript resolver follows the import as tsc does, so leaving the extension off dodges nothing.
    const code = `export { default } from "../auth/SignInPage";\n`;
    expect(await ruleIds("apps/web/src/features/home/Zone.ts", code)).toContain(
      "import-x/no-restricted-paths",
    );
  });

  it("lets a feature import its own files, lib/ and components/", async () => {
    const code = [
      `export { LoginForm } from "./components/LoginForm.tsx";`,
      `export { paths } from "../../lib/paths.ts";`,
      `export { Card } from "../../components/ui/Card.tsx";`,
      "",
    ].join("\n");
    expect(await ruleIds("apps/web/src/features/auth/Zone.ts", code)).toEqual([]);
  });

  it("refuses lib/ importing a feature", async () => {
    const code = `export { default } from "../features/home/HomePage.tsx";\n`;
    expect(await ruleIds("apps/web/src/lib/Zone.ts", code)).toContain("import-x/no-restricted-paths");
  });

  it("refuses components/ importing the app shell", async () => {
    const code = `export { useSession } from "../../app/useSession.ts";\n`;
    expect(await ruleIds("apps/web/src/components/ui/Zone.ts", code)).toContain(
      "import-x/no-restricted-paths",
    );
  });

  it("refuses the web importing the server", async () => {
    const code = `export { buildApp } from "../../../server/src/app.ts";\n`;
    expect(await ruleIds("apps/web/src/lib/Zone.ts", code)).toContain("import-x/no-restricted-paths");
  });

  it("refuses the server importing the web", async () => {
    const code = `export { formatDate } from "../../web/src/lib/format.ts";\n`;
    expect(await ruleIds("apps/server/src/Zone.ts", code)).toContain("import-x/no-restricted-paths");
  });

  it.each(["plugins", "integrations/mail", "lib", "db/schema", "access", "config"])(
    "refuses %s/ importing modules/",
    async (dir) => {
      const depth = "../".repeat(dir.split("/").length);
      const code = `export { createOutboxRepository } from "${depth}modules/outbox/index.ts";\n`;
      expect(await ruleIds(`apps/server/src/${dir}/Zone.ts`, code)).toContain("import-x/no-restricted-paths");
    },
  );

  it("refuses integrations/ choosing the sandbox's stand-ins", async () => {
    const code = `export { createSandboxMailTransport } from "../../sandbox/mailbox/sandbox-mail-transport.ts";\n`;
    expect(await ruleIds("apps/server/src/integrations/mail/Zone.ts", code)).toContain(
      "import-x/no-restricted-paths",
    );
  });

  it("refuses a module importing another module's internals, with or without the extension", async () => {
    for (const path of ["../outbox/outbox.repository.ts", "../outbox/outbox.repository"]) {
      const code = `export { createOutboxRepository } from "${path}";\n`;
      expect(await ruleIds("apps/server/src/modules/faults/Zone.ts", code)).toContain(
        "import-x/no-restricted-paths",
      );
    }
  });

  it("lets a module import another module's public file, and a test reach further", async () => {
    const code = `export { createOutboxRepository } from "../outbox/index.ts";\n`;
    expect(await ruleIds("apps/server/src/modules/faults/Zone.ts", code)).toEqual([]);
    const test = `export { createOutboxRepository } from "../outbox/outbox.repository.ts";\n`;
    expect(await ruleIds("apps/server/src/modules/faults/Zone.test.ts", test)).toEqual([]);
  });

  it("lets a module import another module's manifest, to name it in `after`", async () => {
    const code = `export { leaseModule } from "../lease/lease.module.ts";\n`;
    expect(await ruleIds("apps/server/src/modules/faults/Zone.ts", code)).toEqual([]);
  });

  it("refuses access/ and config/ importing a module's internals or its public file, tests included", async () => {
    for (const file of ["access/Zone.ts", "access/Zone.test.ts", "config/Zone.ts", "config.ts"]) {
      const depth = "../".repeat(file.split("/").length - 1) || "./";
      for (const target of ["modules/staff/staff.repository.ts", "modules/staff/index.ts"]) {
        const code = `export * from "${depth}${target}";\n`;
        expect(await ruleIds(`apps/server/src/${file}`, code), `${file} → ${target}`).toContain(
          "import-x/no-restricted-paths",
        );
      }
    }
  });

  it.each([
    "sandbox/mailbox/mailbox.routes.ts",
    "seed/demo.ts",
    "setup/payments.ts",
    "jobs/interval-job.ts",
    "app.ts",
    "main.ts",
  ])("refuses a module importing %s, and lets its test do it", async (target) => {
    const code = `export * from "../../${target}";\n`;
    expect(await ruleIds("apps/server/src/modules/faults/Zone.ts", code)).toContain(
      "import-x/no-restricted-paths",
    );
    expect(await ruleIds("apps/server/src/modules/faults/Zone.test.ts", code)).not.toContain(
      "import-x/no-restricted-paths",
    );
  });

  it("refuses drizzle-orm outside repositories and db/", async () => {
    const code = `import { sql } from "drizzle-orm";\nexport const one = sql\`select 1\`;\n`;
    expect(await ruleIds("apps/server/src/modules/faults/Zone.service.ts", code)).toContain(
      "no-restricted-imports",
    );
    expect(await ruleIds("apps/server/src/jobs/Zone.ts", code)).toContain("no-restricted-imports");
    expect(await ruleIds("apps/server/src/modules/faults/Zone.repository.ts", code)).toEqual([]);
    expect(await ruleIds("apps/server/src/db/Zone.ts", code)).toEqual([]);
  });

  it("refuses an import cycle", async () => {
    const file = "apps/web/src/test/lint-fixtures/cycleA.ts";
    const code = readFileSync(join(root, file), "utf8");
    expect(await ruleIds(file, code)).toContain("import-x/no-cycle");
  });
});
