import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Receipt } from "../../../domain/payment.ts";
import { receiptPdf } from "./receipt-pdf.ts";

const receipt = (change: Partial<Receipt> = {}): Receipt => ({
  language: "en",
  lab: {
    name: "Sunrise Pathology",
    addresses: ["B-12, Sector 18, Noida"],
    phone: "+91 98100 00000",
    email: "care@sunrise.example",
  },
  reference: "LF-7Q2K9",
  visit: { date: "2026-12-01", window: "07:00–07:30" },
  issuedAt: "2026-12-01T04:00:00.000Z",
  people: [{ name: "Asha Rani", lines: [{ name: "Complete Blood Count (CBC)", pricePaise: 31900 }] }],
  feePaise: 10000,
  discounts: [],
  totalPaise: 41900,
  payments: [{ at: "2026-12-01T04:00:00.000Z", mode: "cash", amountPaise: 41900, reference: null, isRefund: false }],
  paidPaise: 41900,
  balancePaise: 0,
  isCancelled: false,
  ...change,
});

async function read(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(bytes);
  const { text } = await extractText(pdf, { mergePages: true });
  return { text, pages: pdf.numPages };
}

describe("the receipt PDF", () => {
  it("lists several people, each with their lines, under one fee and total (a family visit)", async () => {
    const { text } = await read(
      await receiptPdf(
        receipt({
          people: [
            { name: "Asha Rani", lines: [{ name: "Thyroid Profile", pricePaise: 39900 }] },
            {
              name: "Ram Lal",
              lines: [
                { name: "HbA1c", pricePaise: 44900 },
                { name: "Lipid Profile", pricePaise: 39900 },
              ],
            },
          ],
          feePaise: 0,
          totalPaise: 124700,
          payments: [],
          paidPaise: 0,
          balancePaise: 124700,
        }),
      ),
    );
    expect(text).toMatch(
      /Asha Rani\s+Thyroid Profile Rs\. 399\.00\s+Ram Lal\s+HbA1c Rs\. 449\.00\s+Lipid Profile Rs\. 399\.00/,
    );
    expect(text).toContain("Home collection fee Free");
    expect(text).toContain("Total Rs. 1,247.00");
    expect(text).toContain("No payment received yet.");
    expect(text).toContain("Balance due Rs. 1,247.00");
  });

  it("still makes a receipt for a name no font here can draw (Tamil: it prints as ?), and runs onto more pages", async () => {
    const lines = Array.from({ length: 70 }, (_, i) => ({
      name: `Test number ${i + 1} ${"with a long name ".repeat(6)}`,
      pricePaise: 100 * (i + 1),
    }));
    const { text, pages } = await read(
      await receiptPdf(receipt({ people: [{ name: "மீனா", lines }], isCancelled: true })),
    );
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain("????");
    expect(text).toContain("Test number 70");
    expect(text).toContain("Booking cancelled");
    expect(text).toContain("Balance Paid in full");
  });

  it("says what is to be refunded when more was paid than is due", async () => {
    const { text } = await read(await receiptPdf(receipt({ paidPaise: 51900, balancePaise: -10000 })));
    expect(text).toContain("To be refunded Rs. 100.00");
  });
});

// The receipt as a patient sees it: the PDF rendered to pixels by Poppler (pdftoppm), each
// Devanagari name compared with the same words rendered by HarfBuzz's own viewer (hb-view, a
// separate build of HarfBuzz) in the same font, also through Poppler. CI installs both
// (.ci/run: poppler-utils, libharfbuzz-bin); elsewhere, without them, this part is skipped.
const FONTS = new URL("../../assets/fonts/", import.meta.url);
const DPI = 300;
/** Ink farther than a pixel (0.085 mm) from the reference's ink, as a share of all ink. */
const STRAY_AT_MOST = 0.005;
const hasRenderers = ["pdftoppm", "hb-view", "pdftotext"].every((tool) => !spawnSync(tool, ["-v"]).error);

type Gray = { width: number; height: number; data: Uint8Array };
type Ink = { width: number; height: number; isInk: Uint8Array };

describe.skipIf(!hasRenderers && !process.env.CI)("the receipt as printed", () => {
  let dir = "";
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "receipt-render-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let files = 0;

  /** Page 1 at DPI, in gray. */
  function rendered(pdf: Uint8Array): Gray {
    const name = join(dir, `r${files++}`);
    writeFileSync(`${name}.pdf`, pdf);
    execFileSync("pdftoppm", ["-r", String(DPI), "-gray", "-f", "1", "-l", "1", "-singlefile", `${name}.pdf`, name]);
    const pgm = readFileSync(`${name}.pgm`);
    const [header, width, height] = pgm
      .subarray(0, 64)
      .toString("latin1")
      .match(/^P5\s+(\d+)\s+(\d+)\s+\d+\s/)!;
    return { width: Number(width), height: Number(height), data: pgm.subarray(header.length) };
  }
  /**
   * The pixels marked 1 in `mask` (one byte a pixel of the page), cut to their bounding box. Plain
   * loops over the bytes: a page at 300 DPI is 8.7 million pixels, which a call a pixel made
   * a second of CPU each time.
   */
  function inkOf({ width, height }: Gray, mask: Uint8Array): Ink {
    let [left, top, right, bottom] = [width, height, -1, -1];
    for (let y = 0; y < height; y++) {
      const row = y * width;
      for (let x = 0; x < width; x++) {
        if (mask[row + x] === 0) continue;
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        bottom = y;
      }
    }
    expect(right, "some ink").toBeGreaterThanOrEqual(0);
    const box = { width: right - left + 1, height: bottom - top + 1 };
    const ink = new Uint8Array(box.width * box.height);
    for (let y = 0; y < box.height; y++) {
      ink.set(mask.subarray((y + top) * width + left, (y + top) * width + left + box.width), y * box.width);
    }
    return { ...box, isInk: ink };
  }
  /** 1 where the page is dark. */
  function dark(gray: Gray): Uint8Array {
    const mask = new Uint8Array(gray.data.length);
    for (let i = 0; i < mask.length; i++) mask[i] = gray.data[i] < 128 ? 1 : 0;
    return mask;
  }
  /** The receipts without the words, each rendered once: the five names' tests share the one without a name. */
  const withoutWords = new Map<string, Promise<Gray>>();
  function renderedWithout(receipt: Receipt): Promise<Gray> {
    const key = JSON.stringify(receipt);
    if (!withoutWords.has(key)) withoutWords.set(key, receiptPdf(receipt).then(rendered));
    return withoutWords.get(key)!;
  }
  /** What `words` add to the receipt: its pixels that are dark there and light without them. */
  async function printedWords(withWords: Receipt, without: Receipt): Promise<Ink> {
    const [a, b] = [rendered(await receiptPdf(withWords)), await renderedWithout(without)];
    const added = new Uint8Array(a.data.length);
    for (let i = 0; i < added.length; i++) added[i] = a.data[i] < 128 && b.data[i] >= 128 ? 1 : 0;
    return inkOf(a, added);
  }
  function hbView(words: string, font: string, shaper: "ot" | "fallback"): Ink {
    const pdf = join(dir, `hb${files++}.pdf`);
    execFileSync("hb-view", [
      "-O",
      "pdf",
      "--font-size=10",
      "--margin=0",
      "--language=hi",
      `--shapers=${shaper}`,
      "-o",
      pdf,
      fileURLToPath(new URL(font, FONTS)),
      words,
    ]);
    const gray = rendered(readFileSync(pdf));
    return inkOf(gray, dark(gray));
  }
  /** The share of ink in either image farther than one pixel from any ink of the other, top-left corners together. */
  function stray(a: Ink, b: Ink): number {
    const at = (m: Ink, x: number, y: number) =>
      x >= 0 && y >= 0 && x < m.width && y < m.height && m.isInk[y * m.width + x] === 1;
    const near = (m: Ink, x: number, y: number) =>
      [-1, 0, 1].some((dy) => [-1, 0, 1].some((dx) => at(m, x + dx, y + dy)));
    let [far, all] = [0, 0];
    for (const [p, q] of [
      [a, b],
      [b, a],
    ]) {
      for (let y = 0; y < p.height; y++) {
        for (let x = 0; x < p.width; x++) {
          if (!at(p, x, y)) continue;
          all++;
          if (!near(q, x, y)) far++;
        }
      }
    }
    return far / all;
  }

  const person = (name: string, line = "Complete Blood Count (CBC)") =>
    receipt({ people: [{ name, lines: [{ name: line, pricePaise: 31900 }] }] });

  it.each(["सुनीता शर्मा", "क्षितिज श्रीवास्तव", "प्रिया द्विवेदी", "राज़िया ख़ान", "कृष्णा ठाकुर"])(
    "prints the name %s as HarfBuzz renders it (bold, as names are)",
    async (name) => {
      const printed = await printedWords(person(name), person(""));
      const reference = hbView(name, "NotoSansDevanagari-Bold.ttf", "ot");
      expect(stray(printed, reference)).toBeLessThanOrEqual(STRAY_AT_MOST);
      // The comparison sees broken shaping: the same words unshaped (HarfBuzz's fallback
      // shaper: letters side by side, no conjuncts, no reordering) fail it.
      expect(stray(hbView(name, "NotoSansDevanagari-Bold.ttf", "fallback"), reference)).toBeGreaterThan(STRAY_AT_MOST);
    },
  );

  it("prints a test's Hindi name as HarfBuzz renders it, marks where GPOS puts them", async () => {
    const line = "फ़ुल बॉडी चेकअप";
    const printed = await printedWords(person("Asha Rani", line), person("Asha Rani", ""));
    const reference = hbView(line, "NotoSansDevanagari-Regular.ttf", "ot");
    expect(stray(printed, reference)).toBeLessThanOrEqual(STRAY_AT_MOST);
    expect(stray(hbView(line, "NotoSansDevanagari-Regular.ttf", "fallback"), reference)).toBeGreaterThan(STRAY_AT_MOST);
  });

  it("gives back the Hindi words as typed when copied (Poppler reads each run's ActualText), on every page", async () => {
    const lines = Array.from({ length: 70 }, (_, i) => ({
      name: `थायराइड प्रोफ़ाइल (Thyroid Profile) ${i + 1}`,
      pricePaise: 39900,
    }));
    const pdf = join(dir, `t${files++}.pdf`);
    writeFileSync(pdf, await receiptPdf(receipt({ people: [{ name: "क्षितिज श्रीवास्तव", lines }] })));
    const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
    expect(text).toContain("क्षितिज श्रीवास्तव");
    expect(text).toMatch(/थायराइड प्रोफ़ाइल \(Thyroid Profile\) 1\s+Rs\. 399\.00/);
    expect(text).toMatch(/\f[^]*थायराइड प्रोफ़ाइल \(Thyroid Profile\) 70\s+Rs\. 399\.00/); // on page 2
  });
});
