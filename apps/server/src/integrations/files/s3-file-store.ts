import { Readable, Transform } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { S3FilesConfig } from "../../config.ts";
import { assertFileKey, type FileListing, type FileStore } from "./file-store.ts";

/** The smallest part S3 takes; a stream is held in memory one part at a time, never whole. */
const PART_BYTES = 5 * 1024 * 1024;

export function createS3Client(settings: S3FilesConfig): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 demands them: many S3-compatible services refuse the newer
    // streaming checksum encodings, and TLS already protects the bytes in transit.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

const notFound = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket (FILES_S3_BUCKET). Uploads stream in parts; a failed upload
 * aborts its parts and deletes the key, so the bucket never holds half a file.
 */
export function createS3FileStore(
  settings: S3FilesConfig,
  client = createS3Client(settings),
): FileStore & FileListing {
  const Bucket = settings.bucket;
  const remove = async (key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
  };
  return {
    async put(key, body, contentType) {
      assertFileKey(key);
      let size = 0;
      const counted = (Buffer.isBuffer(body) ? Readable.from([body]) : body).pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            size += chunk.length;
            done(null, chunk);
          },
        }),
      );
      // pipe() does not pass a source's failure on: end the upload with it.
      if (!Buffer.isBuffer(body)) body.once("error", (error) => counted.destroy(error));
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counted, ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        await remove(key).catch(() => undefined);
        throw error;
      }
      return { size };
    },
    async get(key) {
      assertFileKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertFileKey(key);
      await remove(key);
    },
    // The bucket's name and the service's address; never the key pair.
    describe: `S3 bucket ${Bucket}${settings.endpoint ? ` at ${new URL(settings.endpoint).host}` : ""}`,
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? [])
          if (object.Key !== undefined) yield { key: object.Key, size: object.Size ?? 0 };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
