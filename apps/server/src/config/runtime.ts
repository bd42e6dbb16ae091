// How a server process stops and what it tells an operator (runtime.ts, plugins/metrics.ts).
import { z } from "zod";
import { bool } from "./parse.ts";

export const runtimeVariables = {
  INSTANCES_SHARED: {
    schema: bool.default(false),
    describe:
      "Set to true where more than one server process serves the portal (behind a load balancer, docs/operations.md): each must then keep nothing of its own, so the start is refused without FILES_S3_BUCKET (a local FILES_DIR is one process's, the others would not find its files) and without DATABASE_URL (the embedded database serves one process).",
    default: "false",
  },
  DRAIN_DELAY_MS: {
    schema: z.coerce.number().int().min(0).max(600_000).default(5_000),
    describe:
      "After SIGTERM or SIGINT, how long the server keeps serving while GET /api/ready answers 503, so a load balancer stops sending it requests before it stops accepting connections, in milliseconds.",
    default: "5000",
  },
  SHUTDOWN_GRACE_MS: {
    schema: z.coerce.number().int().min(0).max(600_000).default(25_000),
    describe:
      "Once it stops accepting connections, how long requests in flight and the jobs' current passes have to finish before their connections are closed and the process exits (with status 1), in milliseconds. DRAIN_DELAY_MS plus this should stay below the orchestrator's own limit (Kubernetes: 30 s by default).",
    default: "25000",
  },
  METRICS_PORT: {
    schema: z.coerce.number().int().min(0).max(65535).optional(),
    describe:
      "Port of the Prometheus metrics (GET /metrics), a listener of its own that the public port never serves. Unset: no metrics. `npm start` sets PORT + 6464 (9464 for the default port).",
    default: "(unset: off)",
  },
  METRICS_HOST: {
    schema: z.string().min(1).optional(),
    describe:
      "Interface the metrics listen on; keep it reachable by Prometheus only (a private network, or 127.0.0.1 with a local agent).",
    default: "HOST",
  },
} as const;
