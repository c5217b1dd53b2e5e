import { hash, verify } from "@node-rs/argon2";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as zxcvbnCommon from "@zxcvbn-ts/language-common";
import * as zxcvbnEnglish from "@zxcvbn-ts/language-en";
import { refuse } from "../../lib/http-error.ts";
import type { PasswordHashing } from "./password-hashing.ts";

// `algorithm: 2` is Algorithm.Argon2id; the package declares it an ambient const enum,
// which isolated modules cannot read.
const ARGON2ID = 2;

/**
 * 12, not NIST's floor of 8: a staff password opens patients' reports, and the back office is on
 * the internet. Twelve characters is three or four ordinary words, which staff can remember
 * and type on the desk's keyboard; the common-password check below refuses the long but
 * guessable ones ("password1234").
 */
export const MIN_PASSWORD_LENGTH = 12;
/** Far beyond any passphrase; it bounds the work of the strength check and of argon2 for one request. */
export const MAX_PASSWORD_LENGTH = 128;
/**
 * zxcvbn's score 3 of 0-4: at least 10^8 guesses. With argon2id at ~30 ms a guess, an attacker
 * holding the database needs years of one core per account; online, the throttle allows a few
 * guesses an hour. Score 4 (10^10) would refuse many memorable passphrases for little gain.
 */
const MIN_SCORE = 3;

// Built once: the dictionaries (common passwords, English words, names, Wikipedia words)
// ship in node_modules, so nothing online is called.
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
  graphs: zxcvbnCommon.adjacencyGraphs,
  translations: zxcvbnEnglish.translations,
});

/**
 * The one check of a new password, wherever one is set (the command line, a password link,
 * one's own account page, whose form names the field `field`): long enough, not too long, and not a common password or close to
 * one, nor built from the account's own names (`userInputs`). zxcvbn's advice, in English, goes
 * with the refusal as `advice` for a client that wants it.
 */
export function checkPasswordStrength(
  password: string,
  { userInputs = [], field = "password" }: { userInputs?: string[]; field?: string } = {},
): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw refuse("PASSWORD_TOO_SHORT", { field, values: { minimum: MIN_PASSWORD_LENGTH } });
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw refuse("PASSWORD_TOO_LONG", { field, values: { maximum: MAX_PASSWORD_LENGTH } });
  }
  // A name's words, and the name run together: "KshitijWadhwa1" is guessable for Kshitij Wadhwa.
  const names = userInputs.flatMap((input) => {
    const words = input.toLowerCase().split(/[^\p{L}\p{N}]+/u);
    return [words.join(""), ...words.filter((word) => word.length > 2)];
  });
  const result = zxcvbn.check(password, [...userInputs, ...names, "labfront"]);
  if (result.score < MIN_SCORE) {
    const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(" ");
    throw refuse("PASSWORD_TOO_GUESSABLE", { field, extra: { advice } });
  }
}

export function hashPassword(password: string, hashing: PasswordHashing): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...hashing });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const dummyHashes = new Map<string, Promise<string>>();

/** Spends the same time as a real check of a hash made with `hashing`, so "no such user" cannot be told apart by timing. */
export async function verifyAgainstNothing(password: string, hashing: PasswordHashing): Promise<false> {
  const key = JSON.stringify(hashing);
  let dummyHash = dummyHashes.get(key);
  if (!dummyHash) {
    dummyHash = hashPassword("not-a-real-password-only-for-timing", hashing);
    dummyHashes.set(key, dummyHash);
  }
  await verifyPassword(await dummyHash, password);
  return false;
}
