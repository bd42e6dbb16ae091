// Stored files: a local directory, or an S3-compatible bucket (integrations/files).
import { join } from "node:path";
import { z } from "zod";
import { bool, url } from "./parse.ts";

/** An S3-compatible bucket for stored files (integrations/files/s3-file-store.ts). */
export interface S3FilesConfig {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  /** Both or neither; neither: the SDK's credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export const fileVariables = {
  FILES_DIR: {
    schema: z.string().min(1).optional(),
    describe:
      "Directory for stored files (fault-report attachments, apartment images, emergency plans), never served statically. For one server process only: where several serve the portal, files go to FILES_S3_BUCKET (INSTANCES_SHARED=true refuses a local directory).",
    default: "DATA_DIR/files",
  },
  FILES_S3_BUCKET: {
    schema: z.string().min(1).optional(),
    describe:
      "Keep stored files in this S3-compatible bucket instead of FILES_DIR. The bucket must exist and must not be public: every download goes through the portal's own checks.",
    default: "(unset: FILES_DIR)",
  },
  FILES_S3_ENDPOINT: {
    schema: url.optional(),
    describe: "Address of an S3-compatible service other than AWS (e.g. https://s3.example.fi).",
    default: "(unset: AWS)",
  },
  FILES_S3_REGION: {
    schema: z.string().min(1).default("eu-north-1"),
    describe: "Region of the bucket.",
    default: "eu-north-1",
  },
  FILES_S3_ACCESS_KEY_ID: {
    schema: z.string().min(1).optional(),
    describe:
      "Access key for the bucket (with FILES_S3_SECRET_ACCESS_KEY). Unset: the SDK's usual credential chain (instance role, AWS_* variables).",
    default: "(unset)",
  },
  FILES_S3_SECRET_ACCESS_KEY: {
    schema: z.string().min(1).optional(),
    describe: "Secret of FILES_S3_ACCESS_KEY_ID.",
    default: "(unset)",
  },
  FILES_S3_FORCE_PATH_STYLE: {
    schema: bool.default(false),
    describe:
      "Address the bucket as ENDPOINT/BUCKET instead of BUCKET.ENDPOINT; most self-hosted S3-compatible services need it.",
    default: "false",
  },
} as const;

/** Where the file store is: the bucket when one is named, else FILES_DIR (default DATA_DIR/files). */
export function filesConfig(
  v: {
    FILES_DIR?: string | undefined;
    FILES_S3_BUCKET?: string | undefined;
    FILES_S3_ENDPOINT?: string | undefined;
    FILES_S3_REGION: string;
    FILES_S3_ACCESS_KEY_ID?: string | undefined;
    FILES_S3_SECRET_ACCESS_KEY?: string | undefined;
    FILES_S3_FORCE_PATH_STYLE: boolean;
  },
  dataDir: string,
): { filesDir: string; filesS3: S3FilesConfig | undefined } {
  return {
    filesDir: v.FILES_DIR ?? join(dataDir, "files"),
    filesS3: v.FILES_S3_BUCKET
      ? {
          bucket: v.FILES_S3_BUCKET,
          endpoint: v.FILES_S3_ENDPOINT,
          region: v.FILES_S3_REGION,
          credentials:
            v.FILES_S3_ACCESS_KEY_ID && v.FILES_S3_SECRET_ACCESS_KEY
              ? { accessKeyId: v.FILES_S3_ACCESS_KEY_ID, secretAccessKey: v.FILES_S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: v.FILES_S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}
