// s3rver ships no types: the part of its API test/s3-server.ts uses (its README, "Class: S3rver").
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
    });
    run(): Promise<AddressInfo | string | null>;
    close(): Promise<void>;
  }
}
