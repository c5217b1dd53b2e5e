import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Database } from "../../../db/schema.ts";
import type { Staff } from "../../../domain/staff-roles.ts";
import { refuse } from "../../lib/http-error.ts";

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
const TOTP_OPTIONS = { algorithm: "SHA1", digits: 6, period: 30 } as const;
/** A code from the step before or after is accepted too: a phone's clock a little off, a slow typist. */
const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

export type SecondFactor = ReturnType<typeof createSecondFactor>;

/** 50 bits each, in groups a person copies without mistakes: "k3xq7-m2p9w". */
function newRecoveryCode(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}
const normalCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");
const hashOf = (code: string) => createHash("sha256").update(normalCode(code)).digest("base64url");

/**
 * A staff member's second factor: TOTP (otpauth), turned on from /admin/account with a QR code
 * (SVG, made here: no third party sees the secret) and the secret in text, confirmed by a first
 * code, with ten one-time recovery codes shown once. The secret is stored encrypted with
 * AES-256-GCM under a key derived (HKDF-SHA256) from the session secret, so a copy of the
 * database alone cannot make codes; the recovery codes are stored as SHA-256 hashes (50 random
 * bits each, so a slow hash adds nothing).
 */
/**
 * Two-step sign-in turned off: the secret and the recovery codes deleted, whoever asked (the
 * staff member with a code, or the owner resetting a lost phone: staff-accounts.service.ts).
 */
export async function removeSecondFactor(db: Kysely<Database>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
    await trx.deleteFrom("staff_second_factors").where("user_id", "=", userId).execute();
  });
}

export function createSecondFactor(
  db: Kysely<Database>,
  sessionSecret: string,
  { now = () => new Date() }: { now?: () => Date } = {},
) {
  const key = Buffer.from(hkdfSync("sha256", sessionSecret, "labfront", "totp secret", 32));

  function encrypt(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", key, iv);
    const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
    return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
  }
  function decrypt(stored: string): string {
    const bytes = Buffer.from(stored, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString("utf8");
  }

  const rowOf = (userId: string) =>
    db.selectFrom("staff_second_factors").selectAll().where("user_id", "=", userId).executeTakeFirst();

  /**
   * The time step of a right TOTP code, or null. Each step is accepted once per account: the
   * last accepted step is moved forward only if it is older, in one statement, so the same code
   * sent twice at once still opens once.
   */
  async function acceptTotp(userId: string, secretEncrypted: string, code: string): Promise<boolean> {
    const token = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(token)) return false;
    const timestamp = now().getTime();
    const secret = Secret.fromBase32(decrypt(secretEncrypted));
    const delta = TOTP.validate({ ...TOTP_OPTIONS, token, secret, timestamp, window: TOTP_WINDOW });
    if (delta === null) return false;
    const step = TOTP.counter({ period: TOTP_OPTIONS.period, timestamp }) + delta;
    const result = await db
      .updateTable("staff_second_factors")
      .set({ last_step: step })
      .where("user_id", "=", userId)
      .where((eb) => eb.or([eb("last_step", "is", null), eb("last_step", "<", step)]))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async function acceptRecoveryCode(userId: string, code: string): Promise<boolean> {
    const result = await db
      .updateTable("staff_recovery_codes")
      .set({ used_at: now().toISOString() })
      .where("user_id", "=", userId)
      .where("code_hash", "=", hashOf(code))
      .where("used_at", "is", null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  return {
    async isOn(userId: string): Promise<boolean> {
      return Boolean((await rowOf(userId))?.confirmed_at);
    },

    /** A new secret to confirm: the QR code and the same secret in text, for typing. */
    async begin(staff: Staff): Promise<{ secret: string; uri: string; qrSvg: string }> {
      const existing = await rowOf(staff.userId);
      if (existing?.confirmed_at) throw refuse("SECOND_FACTOR_ALREADY_ON");
      const secret = new Secret({ size: 20 }).base32;
      const totp = new TOTP({ ...TOTP_OPTIONS, issuer: "Labfront", label: staff.username, secret });
      const row = {
        secret_encrypted: encrypt(secret),
        created_at: now().toISOString(),
        confirmed_at: null,
        last_step: null,
      };
      if (existing) await db.updateTable("staff_second_factors").set(row).where("user_id", "=", staff.userId).execute();
      else
        await db
          .insertInto("staff_second_factors")
          .values({ user_id: staff.userId, ...row })
          .execute();
      const uri = totp.toString();
      return { secret, uri, qrSvg: await QRCode.toString(uri, { type: "svg", margin: 2 }) };
    },

    /** The first code turns it on; the recovery codes are returned this once, and stored hashed. */
    async confirm(staff: Staff, code: string): Promise<{ recoveryCodes: string[] }> {
      const row = await rowOf(staff.userId);
      if (!row) throw refuse("SECOND_FACTOR_NOT_STARTED");
      if (row.confirmed_at) throw refuse("SECOND_FACTOR_ALREADY_ON");
      if (!(await acceptTotp(staff.userId, row.secret_encrypted, code))) {
        throw refuse("SECOND_FACTOR_CODE_WRONG", { field: "code" });
      }
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("staff_recovery_codes").where("user_id", "=", staff.userId).execute();
        await trx
          .insertInto("staff_recovery_codes")
          .values(recoveryCodes.map((c) => ({ code_hash: hashOf(c), user_id: staff.userId, used_at: null })))
          .execute();
        await trx
          .updateTable("staff_second_factors")
          .set({ confirmed_at: now().toISOString() })
          .where("user_id", "=", staff.userId)
          .execute();
      });
      return { recoveryCodes };
    },

    /** A TOTP code not used before, or an unused recovery code (used up by this). */
    async accept(userId: string, code: string): Promise<boolean> {
      const row = await rowOf(userId);
      if (!row?.confirmed_at) return false;
      return (await acceptTotp(userId, row.secret_encrypted, code)) || acceptRecoveryCode(userId, code);
    },

    /** Off, with a code (the caller has checked the password): the secret and recovery codes are deleted. */
    async turnOff(staff: Staff, code: string): Promise<void> {
      const row = await rowOf(staff.userId);
      if (!row?.confirmed_at) throw refuse("SECOND_FACTOR_OFF");
      const isRight =
        (await acceptTotp(staff.userId, row.secret_encrypted, code)) || (await acceptRecoveryCode(staff.userId, code));
      if (!isRight) throw refuse("SECOND_FACTOR_CODE_WRONG", { field: "code" });
      await removeSecondFactor(db, staff.userId);
    },
  };
}
