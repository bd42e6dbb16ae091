import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import { isApi } from "./web.ts";

/** Answers smaller than this go as they are: a few hundred bytes save nothing a phone would notice. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * /api answers of at least COMPRESS_THRESHOLD bytes go brotli or gzip, as the client accepts, with
 * `Vary: accept-encoding`. Brotli at quality 2, not @fastify/compress's 4: the demo tenant's billing
 * history (9 628 bytes) goes in 779 bytes instead of 734 for half the CPU time, about one and a
 * half times what writing its JSON takes (`npm run bench:compression -w bench`).
 * The web app's files are compressed at build time and sent as they are (plugins/web.ts), so no
 * other route compresses on the fly. Request bodies are never decompressed: no client of the
 * portal sends one, and a few compressed bytes can unpack into many.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Added before the plugin, so its own onRoute hook sees the choice made here.
  app.addHook("onRoute", (route) => {
    if (!isApi(route.url)) route.compress = false;
  });
  await app.register(compress, {
    encodings: ["br", "gzip"],
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } },
    globalDecompression: false,
  });
}
