// Sample labels (issue 35, "Sample labels"; docs/decisions/2026-11-28-sample-labels.md): the
// lab's pre-printed barcode labels, scanned or typed onto a person's tube by the collector and
// scanned in when the tube reaches the lab. No zod here: the collector's scanning component
// imports this module, and its chunk must stay small (the schemas are in domain/collect.ts and
// domain/samples.ts).
import type { ContainerKind } from "./sample-containers.ts";

/**
 * A label's number as the lab's printer prints it, under the barcode: 6 to 20 letters and
 * digits. The label rolls we know print 8–12 (e.g. "LF24000123"); the range leaves room for
 * another supplier's without taking a stray word or a URL read from the wrong code.
 */
export const LABEL_PATTERN = /^[A-Z0-9]{6,20}$/;
export const LABEL_MIN = 6;
export const LABEL_MAX = 20;

/** What was scanned or typed, as kept: spaces and dashes a person types between groups gone, upper case. */
export const normaliseLabel = (text: string): string => text.replace(/[\s-]+/g, "").toUpperCase();

export const isLabel = (text: string): boolean => LABEL_PATTERN.test(normaliseLabel(text));

/** One tube of a person as labels name it: its container kind and which of that kind (from 1). */
export type TubeRef = { kind: ContainerKind; tubeNo: number };

/**
 * Each tube's number among the person's tubes of its kind, in the order listed
 * (domain/collection-tubes.ts): a person with two gold tubes has gold 1 and gold 2.
 */
export function tubeNumbers<T extends { kind: ContainerKind }>(tubes: readonly T[]): (T & { tubeNo: number })[] {
  const seen = new Map<ContainerKind, number>();
  return tubes.map((tube) => {
    const tubeNo = (seen.get(tube.kind) ?? 0) + 1;
    seen.set(tube.kind, tubeNo);
    return { ...tube, tubeNo };
  });
}

/** Where a tube stands for the lab: no label yet, labelled at the door but not arrived, arrived. */
export const ARRIVAL_STATES = ["no-label", "labelled", "arrived"] as const;
export type ArrivalState = (typeof ARRIVAL_STATES)[number];
