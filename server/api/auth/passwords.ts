import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id minimum (m = 19 MiB, t = 2, p = 1): about 20-40 ms here, slow enough
// to make guessing expensive, fast enough for a login.
// `algorithm: 2` is Algorithm.Argon2id; the package declares it an ambient const enum,
// which isolated modules cannot read.
const ARGON2ID = 2;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const MIN_PASSWORD_LENGTH = 12;

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
