import type { LabTest } from "../../../domain/lab-test.ts";

/**
 * The fields of a test a section shows, in the page's language (the loader's localize), with
 * the ones that fell back to English named so the section marks them lang="en".
 */
export type ShownTest<K extends keyof LabTest> = Pick<LabTest, K> & { englishFields: readonly string[] };
