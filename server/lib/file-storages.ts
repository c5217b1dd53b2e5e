import path from "node:path";
import { S3Client } from "@aws-sdk/client-s3";
import type { Config } from "../config.ts";
import { createLocalFileStorage, type FileStorage } from "./file-storage.ts";
import { createS3FileStorage } from "./s3-file-storage.ts";

/** The two stores of uploaded bytes: images (api/images/) and report PDFs (api/reports/). */
export type FileStorages = { images: FileStorage; reports: FileStorage };

/**
 * The driver STORAGE picks: folders `images/` and `reports/` in DATA_DIR, or the same two
 * prefixes in one S3-compatible bucket. The services, and scripts that move files
 * (`db:copy -- --storage s3`), get their storage here, without the services.
 */
export function createFileStorages({ dataDir, storage }: Pick<Config, "dataDir" | "storage">): FileStorages {
  if (storage.driver === "local") {
    return {
      images: createLocalFileStorage(path.join(dataDir, "images")),
      reports: createLocalFileStorage(path.join(dataDir, "reports")),
    };
  }
  const client = new S3Client({
    endpoint: storage.endpoint,
    region: storage.region,
    forcePathStyle: storage.forcePathStyle,
    credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey },
  });
  const { bucket } = storage;
  return {
    images: createS3FileStorage({ client, bucket, prefix: "images/" }),
    reports: createS3FileStorage({ client, bucket, prefix: "reports/" }),
  };
}
