import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** s3rver's fixed credentials: it checks signatures made with these. */
const S3RVER_KEY = "S3RVER";
const REGION = "us-east-1";

export type TestS3Server = {
  /** http://127.0.0.1:<port>, the S3_ENDPOINT to use. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The settings that put a site on this server (createTestApp's `env`, a child process's environment). */
  env: {
    STORAGE: "s3";
    S3_ENDPOINT: string;
    S3_BUCKET: string;
    S3_REGION: string;
    S3_ACCESS_KEY_ID: string;
    S3_SECRET_ACCESS_KEY: string;
    S3_FORCE_PATH_STYLE: "true";
  };
  /** Closes the server and removes its files. */
  stop(): Promise<void>;
};

/**
 * A real S3-compatible server (s3rver) on loopback, at a free port, keeping its objects in a
 * new temporary folder, with one empty bucket. Each call starts its own, so test files never
 * share objects.
 */
export async function startS3Server({ bucket = "labfront-test" }: { bucket?: string } = {}): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), "labfront-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    region: REGION,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    env: {
      STORAGE: "s3",
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      // A bucket on a bare address cannot be a host name.
      S3_FORCE_PATH_STYLE: "true",
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
