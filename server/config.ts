import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { AddressSchema, EmailSchema, PhoneSchema, WhatsAppNumberSchema } from "../domain/settings.ts";
import type { LabContact } from "../domain/site-settings.ts";
import { requiredText } from "../domain/schemas.ts";
import { PASSWORD_HASHING, type PasswordHashing } from "./api/auth/password-hashing.ts";

/** Every environment variable the server reads; README.md documents each one. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL (leave it unset for the embedded SQLite database)")
    .optional(),
  ADMIN_USERNAME: z
    .string()
    .trim()
    .min(3)
    .max(64)
    .regex(/^[A-Za-z0-9._@-]+$/)
    .default("admin"),
  ADMIN_PASSWORD: z.string().min(12).max(256).optional(),
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  // A lab report is rarely over a few dozen pages; a longer upload is refused before it is stamped.
  REPORT_MAX_PAGES: z.coerce.number().int().min(1).max(10_000).default(50),
  REPORT_TIME_LIMIT_MS: z.coerce.number().int().min(1).max(600_000).default(20_000),
  REPORT_MEMORY_LIMIT_MB: z.coerce.number().int().min(64).max(16_384).default(768),
  // Uploads and receipts waiting for a worker (lib/heavy-work.ts); one more is refused with 503.
  WORK_QUEUE_LENGTH: z.coerce.number().int().min(0).max(1_000).default(8),
  STORAGE: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  // pg_dump and pg_restore for db:backup and db:restore on PostgreSQL (the tests' cluster reads PG_BIN too).
  PG_BIN: z.string().min(1).default("/usr/lib/postgresql/15/bin"),
  // Messages the lab sends itself (issue 36, docs/decisions/2026-11-28-outbox.md): off unless a
  // channel is named; its credentials come only from here, never the database, never the log.
  MESSAGES_CHANNEL: z.enum(["off", "whatsapp", "sms"]).default("off"),
  // Where a message that failed on MESSAGES_CHANNEL goes next (the other one, with its own variables).
  MESSAGES_FALLBACK_CHANNEL: z.enum(["off", "whatsapp", "sms"]).default("off"),
  // MSG91 signs no delivery report: the report URL (/api/webhooks/msg91/<secret>) carries this secret.
  MSG91_WEBHOOK_SECRET: z
    .string()
    .min(24, "at least 24 characters: it is the only credential of MSG91's reports")
    .optional(),
  MESSAGES_SEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  // How long a claimed message is one process's before another may send it (a process killed mid-send);
  // at least twice the send timeout (checked below), so an answer still awaited is never sent again.
  MESSAGES_SEND_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(120_000),
  WHATSAPP_GRAPH_URL: z.url({ protocol: /^https?$/ }).default("https://graph.facebook.com"),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, "must look like v21.0")
    .default("v21.0"),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, "must be the phone number's id (digits)").optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8).optional(),
  // SMS under TRAI DLT through MSG91: the sender header and each template's DLT id, registered on the DLT portal.
  MSG91_URL: z.url({ protocol: /^https?$/ }).default("https://api.msg91.com"),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  MSG91_SENDER: z
    .string()
    .regex(/^[A-Z]{6}$/, "the DLT sender header: six capital letters")
    .optional(),
  DLT_ENTITY_ID: z
    .string()
    .regex(/^\d{19}$/, "the DLT principal entity id: 19 digits")
    .optional(),
  DLT_TEMPLATE_IDS: z
    .string()
    .regex(
      /^([a-z-]+:(en|hi)=\d{19})(,[a-z-]+:(en|hi)=\d{19})*$/,
      "kind:language=template id, comma-separated (booking-confirmed:en=1107…,booking-confirmed:hi=1107…)",
    )
    .optional(),
  WHATSAPP_TEMPLATE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_]*$/, "lower-case letters, digits and _ only")
    .default("labfront_"),
  // The lab's contact details seed the settings on first start (then staff edit them at
  // /admin/settings), so they are checked with the same rules as the settings form.
  LAB_NAME: requiredText(120).default("Labfront Diagnostics"),
  LAB_PHONE: PhoneSchema.default("+91 00000 00000"),
  LAB_PHONE_ALT: PhoneSchema.optional(),
  LAB_WHATSAPP: WhatsAppNumberSchema.default("910000000000"),
  LAB_EMAIL: EmailSchema.default("contact@example.com"),
  LAB_ADDRESS_1: AddressSchema.default("Address 1 not set (LAB_ADDRESS_1), Noida, Uttar Pradesh"),
  LAB_ADDRESS_2: AddressSchema.default("Address 2 not set (LAB_ADDRESS_2), Noida, Uttar Pradesh"),
  LAB_HOURS: requiredText(120).default("Mon–Sun, 7:00 am – 9:00 pm"),
});

/** Where uploaded images and report PDFs live (lib/file-storages.ts `createFileStorages`). */
export type StorageConfig =
  | { driver: "local" }
  | {
      driver: "s3";
      /** unset: AWS itself, at the region's address. */
      endpoint: string | undefined;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Address the bucket as <endpoint>/<bucket> instead of <bucket>.<endpoint host> (most self-hosted servers). */
      forcePathStyle: boolean;
    };

/** Messages to patients: off, or the WhatsApp Business Cloud API with its credentials. */
export type MessagesConfig =
  | { channel: "off" }
  | {
      channel: "whatsapp";
      sendTimeoutMs: number;
      /** MESSAGES_SEND_LEASE_MS: a claimed message another process may take only after this. */
      sendLeaseMs: number;
      whatsapp: {
        graphUrl: string;
        apiVersion: string;
        phoneNumberId: string;
        accessToken: string;
        appSecret: string;
        verifyToken: string;
        templatePrefix: string;
      };
    }
  | {
      channel: "sms";
      sendTimeoutMs: number;
      /** MESSAGES_SEND_LEASE_MS: a claimed message another process may take only after this. */
      sendLeaseMs: number;
      sms: {
        url: string;
        authKey: string;
        /** The DLT sender header ("LABFRT"). */
        sender: string;
        /** The lab's DLT principal entity id. */
        entityId: string;
        /** Each registered template's DLT id, by "kind:language"; a message without one fails with the reason. */
        templateIds: Record<string, string>;
      };
    };

/** Needed with MESSAGES_CHANNEL=sms; named in the error when one is missing. */
const SMS_REQUIRED = ["MSG91_AUTH_KEY", "MSG91_SENDER", "DLT_ENTITY_ID", "DLT_TEMPLATE_IDS"] as const;

/** Needed with MESSAGES_CHANNEL=whatsapp; named in the error when one is missing. */
const WHATSAPP_REQUIRED = [
  "WHATSAPP_PHONE_NUMBER_ID",
  "WHATSAPP_ACCESS_TOKEN",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_VERIFY_TOKEN",
] as const;

/** Needed with STORAGE=s3; named in the error when one is missing. */
const S3_REQUIRED = ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  publicOrigin: string;
  sessionSecret: string;
  logLevel: string;
  /** On SIGTERM, how long requests in flight may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** The folder holding pg_dump and pg_restore (PG_BIN). */
  pgBin: string;
  /** Behind a reverse proxy, take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** The LAB_* contact details: the lab's settings are seeded from them on first start only. */
  site: LabContact;
  /** Images and report PDFs: in DATA_DIR (local) or in an S3-compatible bucket. */
  storage: StorageConfig;
  /** How far a report upload may go: its pages, and the time and memory reading and stamping it may take. */
  reportPdf: { maxPages: number; timeLimitMs: number; memoryLimitMb: number };
  /** Uploads and receipts that may wait for a worker before the next is refused with 503 (WORK_QUEUE_LENGTH). */
  workQueueLength: number;
  /** Messages to patients (MESSAGES_CHANNEL and the WHATSAPP_* variables). */
  messages: MessagesConfig;
  /** Where a message that failed on the first channel is sent again (MESSAGES_FALLBACK_CHANNEL); off by default. */
  messagesFallback: MessagesConfig;
  /** The secret in MSG91's delivery-report URL (MSG91_WEBHOOK_SECRET); null: those reports are refused. */
  msg91WebhookSecret: string | null;
  /** argon2id's cost for staff passwords: always production's (no variable sets it); only the test harness lowers it. */
  passwordHashing: PasswordHashing;
};

export class ConfigError extends Error {}

/** Parses the environment; a wrong value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (FOO=) means "not set", as in most tools.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = EnvSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment variables:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const storage = storageConfig(e);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    publicOrigin: (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    pgBin: e.PG_BIN,
    trustProxy: e.TRUST_PROXY === "true",
    site: {
      labName: e.LAB_NAME,
      phone: e.LAB_PHONE,
      phoneAlt: e.LAB_PHONE_ALT ?? null,
      whatsappNumber: e.LAB_WHATSAPP,
      email: e.LAB_EMAIL,
      addresses: [e.LAB_ADDRESS_1, e.LAB_ADDRESS_2],
      hours: e.LAB_HOURS,
    },
    storage,
    reportPdf: {
      maxPages: e.REPORT_MAX_PAGES,
      timeLimitMs: e.REPORT_TIME_LIMIT_MS,
      memoryLimitMb: e.REPORT_MEMORY_LIMIT_MB,
    },
    workQueueLength: e.WORK_QUEUE_LENGTH,
    messages: messagesConfig(e, e.MESSAGES_CHANNEL),
    messagesFallback:
      e.MESSAGES_FALLBACK_CHANNEL === e.MESSAGES_CHANNEL || e.MESSAGES_CHANNEL === "off"
        ? { channel: "off" }
        : messagesConfig(e, e.MESSAGES_FALLBACK_CHANNEL),
    msg91WebhookSecret: e.MSG91_WEBHOOK_SECRET ?? null,
    passwordHashing: PASSWORD_HASHING,
  };
}

function messagesConfig(e: z.infer<typeof EnvSchema>, channel: "off" | "whatsapp" | "sms"): MessagesConfig {
  if (channel === "off") return { channel: "off" };
  if (e.MESSAGES_SEND_LEASE_MS < 2 * e.MESSAGES_SEND_TIMEOUT_MS) {
    throw new ConfigError(
      `Invalid environment variables:\n  MESSAGES_SEND_LEASE_MS: at least twice MESSAGES_SEND_TIMEOUT_MS (${2 * e.MESSAGES_SEND_TIMEOUT_MS}): a shorter lease lets another process send a message whose answer is still awaited`,
    );
  }
  if (channel === "sms") {
    const missing = SMS_REQUIRED.filter((name) => e[name] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid environment variables:\n${missing.map((name) => `  ${name}: required with MESSAGES_CHANNEL=sms`).join("\n")}`,
      );
    }
    return {
      channel: "sms",
      sendTimeoutMs: e.MESSAGES_SEND_TIMEOUT_MS,
      sendLeaseMs: e.MESSAGES_SEND_LEASE_MS,
      sms: {
        url: e.MSG91_URL.replace(/\/$/, ""),
        authKey: e.MSG91_AUTH_KEY!,
        sender: e.MSG91_SENDER!,
        entityId: e.DLT_ENTITY_ID!,
        templateIds: Object.fromEntries(
          e.DLT_TEMPLATE_IDS!.split(",").map((pair) => pair.split("=") as [string, string]),
        ),
      },
    };
  }
  const missing = WHATSAPP_REQUIRED.filter((name) => e[name] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid environment variables:\n${missing.map((name) => `  ${name}: required with MESSAGES_CHANNEL=whatsapp`).join("\n")}`,
    );
  }
  return {
    channel: "whatsapp",
    sendTimeoutMs: e.MESSAGES_SEND_TIMEOUT_MS,
    sendLeaseMs: e.MESSAGES_SEND_LEASE_MS,
    whatsapp: {
      graphUrl: e.WHATSAPP_GRAPH_URL.replace(/\/$/, ""),
      apiVersion: e.WHATSAPP_API_VERSION,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
      accessToken: e.WHATSAPP_ACCESS_TOKEN!,
      appSecret: e.WHATSAPP_APP_SECRET!,
      verifyToken: e.WHATSAPP_VERIFY_TOKEN!,
      templatePrefix: e.WHATSAPP_TEMPLATE_PREFIX,
    },
  };
}

function storageConfig(e: z.infer<typeof EnvSchema>): StorageConfig {
  if (e.STORAGE === "local") return { driver: "local" };
  const missing = S3_REQUIRED.filter((name) => e[name] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid environment variables:\n${missing.map((name) => `  ${name}: required with STORAGE=s3`).join("\n")}`,
    );
  }
  return {
    driver: "s3",
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
  };
}

/** Sessions must survive restarts, so a generated secret is kept beside the data. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}
