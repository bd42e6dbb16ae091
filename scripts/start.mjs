// `npm start`: install if needed, build the web app if stale, then run the server on the pinned Node 24.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { ensureInstall, nodeBin, root } from "./ensure-install.mjs";
import { ensureWebBuild } from "./build-web.mjs";

ensureInstall();
ensureWebBuild();
// The one-command demo asks for the local stand-ins and the demo world explicitly; a bare server
// start does not get them (see SANDBOX in the README). Production never does.
const demo = process.env.NODE_ENV === "production" ? {} : { SANDBOX: "true", SEED_DEMO: "true" };
// glibc gives every thread its own malloc arena; libvips' threads decoding uploaded photos then
// leave memory spread over many of them. Two arenas keep the server's resident size near what it
// uses (the sharp documentation's advice); a value already in the environment wins.
// A fixed mmap threshold keeps glibc from raising it each time libvips frees a large buffer, which
// moved those buffers into the arenas where they stayed resident: the benchmark's uploads added
// 160 MB with the moving threshold and 100 MB with 128 KB.
const malloc = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" };
// V8 otherwise grows the young generation to 64 MB semi-spaces while the modules load (drizzle's
// many small ones survive their first collections) and keeps those pages resident: 270 MB RSS after
// importing the app, 175 MB with 8 MB semi-spaces, at no measurable cost to request latency.
const heap = ["--max-semi-space-size=8"];
const server = spawn(nodeBin, [...heap, join(root, "apps/server/src/main.ts")], {
  cwd: root,
  stdio: "inherit",
  env: { ...malloc, ...demo, ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
