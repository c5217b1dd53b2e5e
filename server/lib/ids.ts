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

let lastTick = 0;
/**
 * An id that sorts after every id this process made before it (a millisecond count and a
 * counter within the millisecond, then random characters): for rows listed in the order they
 * were made, when several are made within one millisecond and their timestamps tie.
 */
export function newOrderedId(randomLength = 8): string {
  lastTick = Math.max(lastTick + 1, Date.now() * 1000);
  return lastTick.toString(36).padStart(12, "0") + newId(randomLength);
}
