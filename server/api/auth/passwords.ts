import { hash, verify } from "@node-rs/argon2";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as zxcvbnCommon from "@zxcvbn-ts/language-common";
import * as zxcvbnEnglish from "@zxcvbn-ts/language-en";
import { refuse } from "../../lib/http-error.ts";

// OWASP's argon2id minimum (m = 19 MiB, t = 2, p = 1): about 20-40 ms here, slow enough
// to make guessing expensive, fast enough for a login.
// `algorithm: 2` is Algorithm.Argon2id; the package declares it an ambient const enum,
// which isolated modules cannot read.
const ARGON2ID = 2;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

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

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so "no such user" cannot be told apart by timing. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("not-a-real-password-only-for-timing");
  await verifyPassword(await dummyHash, password);
  return false;
}
