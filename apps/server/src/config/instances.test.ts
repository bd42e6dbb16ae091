import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, repoRoot } from "../config.ts";

const bucket = {
  FILES_S3_BUCKET: "portal-files",
  FILES_S3_ENDPOINT: "http://127.0.0.1:9000",
  FILES_S3_ACCESS_KEY_ID: "key",
  FILES_S3_SECRET_ACCESS_KEY: "secret",
};
const database = { DATABASE_URL: "postgres://portal@db.example:5432/portal" };

describe("several instances (INSTANCES_SHARED)", () => {
  it("refuses a local files folder and the embedded database, naming each and what to set", () => {
    expect(() => loadConfig({ SANDBOX: "true", INSTANCES_SHARED: "true", ...database })).toThrow(
      /FILES_S3_BUCKET: required with INSTANCES_SHARED=true \(files in a local folder/,
    );
    expect(() =>
      loadConfig({ SANDBOX: "true", INSTANCES_SHARED: "true", FILES_DIR: "/srv/files", ...database }),
    ).toThrow(/local folder, \/srv\/files, are one instance's/);
    expect(() => loadConfig({ SANDBOX: "true", INSTANCES_SHARED: "true", ...bucket })).toThrow(
      /DATABASE_URL: required with INSTANCES_SHARED=true/,
    );
    const config = loadConfig({ SANDBOX: "true", INSTANCES_SHARED: "true", ...bucket, ...database });
    expect(config).toMatchObject({ instancesShared: true, filesS3: { bucket: "portal-files" } });
  });

  it("lets one instance keep its files in a local folder", () => {
    expect(loadConfig({ SANDBOX: "true" })).toMatchObject({ instancesShared: false, filesS3: undefined });
  });

  it("a server started as one of several with a local folder exits 1 before it opens anything, saying why", () => {
    const dir = mkdtempSync(join(tmpdir(), "portal-instances-"));
    const run = spawnSync(process.execPath, [join(repoRoot, "apps/server/src/main.ts")], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: dir,
        SANDBOX: "true",
        INSTANCES_SHARED: "true",
        DATA_DIR: dir,
        PORT: "0",
        ...database,
      },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("FILES_S3_BUCKET: required with INSTANCES_SHARED=true");
    expect(run.stderr).not.toContain("DATABASE_URL: required");
    expect(run.stdout).not.toContain("Resident portal: http");
  });
});
