import type { LabTest } from "../../domain/lab-test.ts";
import { pathIn, type Locale } from "../../domain/locale.ts";

/**
 * The chips of SPEC §3, in order; Vitamin and Viral only show when such tests exist. A chip's
 * words in each language are the catalogue's messages `chip.<slug>`.
 */
const TEST_CHIPS = [
  { slug: "organ-function", label: "Organ Function", category: "Organ Function", always: true },
  { slug: "blood", label: "Blood Tests", category: "Blood Test", always: true },
  { slug: "urine", label: "Urine Tests", category: "Urine Test", always: true },
  { slug: "hormone", label: "Hormone Tests", category: "Hormone Test", always: true },
  { slug: "cardiac", label: "Cardiac Risk", category: "Cardiac Risk", always: true },
  { slug: "diabetes", label: "Diabetes", category: "Diabetes Test", always: true },
  { slug: "vitamin", label: "Vitamin", category: "Vitamin Test", always: false },
  { slug: "viral", label: "Viral", category: "Viral Test", always: false },
] as const;

export function chipsFor(tests: Pick<LabTest, "category">[]) {
  const present = new Set(tests.map((t) => t.category));
  return TEST_CHIPS.filter((chip) => chip.always || present.has(chip.category));
}

export function chipBySlug(slug: string | null) {
  return TEST_CHIPS.find((chip) => chip.slug === slug) ?? null;
}

/** The tests list searched and filtered, in the page's language (/tests or /hi/tests). */
export function testsHref({ q, category }: { q?: string; category?: string | null }, locale: Locale = "en"): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (category) params.set("category", category);
  const search = params.toString();
  const path = pathIn(locale, "/tests");
  return search ? `${path}?${search}` : path;
}
