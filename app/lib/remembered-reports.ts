// The booking references this browser opened reports for, so 'My Reports' can offer them
// again. References only: never a name, a mobile number or a report (SPEC §7, DPDP).
import { REFERENCE_FORMAT } from "../../domain/booking-rules.ts";

const STORAGE_KEY = "labfront:report-references";
/** Said on this window when the list changes ("storage" events come only from other tabs). */
const CHANGED_EVENT = "labfront:report-references-changed";
/** Enough for a family's bookings; the oldest go first. */
const MAX_REMEMBERED = 10;

/** The stored list as text: a stable snapshot for useSyncExternalStore (parse it with `parseReferences`). */
export function storedReferences(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? "[]";
  } catch {
    return "[]";
  }
}

/** Calls `onChange` when the list changes here or in another tab; returns the unsubscribe. */
export function subscribeToReferences(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED_EVENT, onChange);
  };
}

/** The references remembered here, newest first; none when storage is unavailable. */
function rememberedReferences(): string[] {
  return parseReferences(storedReferences());
}

/** Valid references from the stored text, ignoring anything else. */
export function parseReferences(text: string): string[] {
  try {
    const stored: unknown = JSON.parse(text);
    return Array.isArray(stored)
      ? stored.filter((value): value is string => typeof value === "string" && REFERENCE_FORMAT.test(value))
      : [];
  } catch {
    return [];
  }
}

function store(references: string[]) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(references));
  } catch {
    // Private mode or storage full: the list is a convenience.
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

/** Remembers a reference (moved to the front). */
export function rememberReference(reference: string): void {
  if (!REFERENCE_FORMAT.test(reference)) return;
  store([reference, ...rememberedReferences().filter((known) => known !== reference)].slice(0, MAX_REMEMBERED));
}

/** Forgets a reference. */
export function forgetReference(reference: string): void {
  store(rememberedReferences().filter((known) => known !== reference));
}
