/** A refusal's HTTP status and its words: what each table of refusal-texts/ holds (domain/refusals.ts). */
export type RefusalDefinition = { status: number; en: string; hi: string };

/** A table of refusals, checked as written (the type keeps each text literal, for its values' names). */
export const defineRefusals = <const T extends Record<string, RefusalDefinition>>(table: T): T => table;
