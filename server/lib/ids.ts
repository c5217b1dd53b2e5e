import { randomBytes } from "node:crypto";

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A random id of [a-z0-9] from the CSPRNG: safe in URLs and file names, unguessable. */
export function newId(length = 16): string {
  const bytes = randomBytes(length * 2);
  let id = "";
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 36).
  for (const byte of bytes) {
    if (byte < 252) id += ALPHABET[byte % 36];
    if (id.length === length) return id;
  }
  return id + newId(length - id.length);
}

export const nowIso = (): string => new Date().toISOString();
