// The S3 stand-in as a process of its own, as a cluster has its object store (npm run cluster, the
// cluster test): an S3-compatible server (s3rver) on 127.0.0.1 with one bucket, keeping its objects
// in a directory. It prints one JSON line when it serves (`{"msg":"ready", ...}`, with the
// FILES_S3_* settings to give the portal) and stops on SIGTERM or SIGINT.
//
//   node apps/server/src/test/s3-stand-in.ts --directory .data/cluster/s3 [--port 9000] [--bucket portal-files]
import { mkdirSync } from "node:fs";
import { parseArgs } from "node:util";
import { startS3Server } from "./s3-server.ts";

const { values } = parseArgs({
  options: {
    directory: { type: "string" },
    port: { type: "string", default: "0" },
    bucket: { type: "string", default: "portal-files" },
  },
});
if (!values.directory) {
  process.stderr.write("s3-stand-in: --directory is required (where the objects are kept)\n");
  process.exit(2);
}
mkdirSync(values.directory, { recursive: true });
let server: Awaited<ReturnType<typeof startS3Server>>;
try {
  server = await startS3Server(values.bucket, { port: Number(values.port), directory: values.directory });
} catch (error) {
  process.stderr.write(`s3-stand-in: could not start: ${(error as Error).message}\n`);
  process.exit(1);
}
const { settings } = server;
process.stdout.write(
  `${JSON.stringify({
    msg: "ready",
    port: Number(new URL(settings.endpoint!).port),
    env: {
      FILES_S3_BUCKET: settings.bucket,
      FILES_S3_ENDPOINT: settings.endpoint,
      FILES_S3_REGION: settings.region,
      FILES_S3_ACCESS_KEY_ID: settings.credentials!.accessKeyId,
      FILES_S3_SECRET_ACCESS_KEY: settings.credentials!.secretAccessKey,
      FILES_S3_FORCE_PATH_STYLE: "true",
    },
  })}\n`,
);
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
