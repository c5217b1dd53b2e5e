import {
  beginText,
  type Color,
  endText,
  PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  type PDFRef,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  StandardFonts,
} from "@cantoo/pdf-lib";
import { type Glyph, loadShaper, type TextStyle } from "./devanagari-shaper.ts";
import { loadSubsetter } from "./font-subset.ts";
import { rememberUnicode, writeCidFont } from "./pdf-cid-font.ts";

// Text in the PDFs the site makes (receipts), in Latin and in Devanagari
// (docs/decisions/2026-11-25-devanagari-in-pdfs.md).
//
// Latin is drawn with PDF's standard Helvetica, as before: nothing is embedded for it. Devanagari
// is a complex script: "शर्मा" is drawn as श, मा and a reph (र्) above the मा; in "कि" the
// i-matra is drawn before the क; conjuncts (क्ष, श्र) are glyphs of their own and marks sit at
// offsets the font's GPOS table gives. pdf-lib's own text drawing keeps only each glyph's advance,
// so a Devanagari run is shaped here by HarfBuzz (harfbuzzjs) with Noto Sans Devanagari
// (server/assets/fonts, SIL OFL) and drawn glyph by glyph at the positions HarfBuzz gives. The font
// goes into the PDF as a subset of the glyphs the document uses (hb-subset, glyph ids kept), with
// a ToUnicode map and, on each run, the run's text as /ActualText, so copying and searching give
// back the words as typed.
//
// This module puts the pieces together: it cuts a text into Latin and Devanagari runs, measures,
// fits and draws them. Shaping is devanagari-shaper.ts, subsetting font-subset.ts, the PDF font and
// its CMap pdf-cid-font.ts. PDFKit 0.20.2 was measured against this and not taken
// (docs/decisions/2026-11-27-devanagari-in-pdfs.md).

export type { TextStyle };

/** Writes text on a document's pages; call `embedFonts()` once, after the last text, before saving. */
export type PdfText = {
  /** The text as it will be drawn: odd spaces made plain, a character no font here has "?". */
  drawable(text: string): string;
  /** Width of `text` at `size` points. */
  widthOf(text: string, style: TextStyle, size: number): number;
  /** `text` cut short to fit `width` points, marked with "…" (whole letters kept: never half a conjunct). */
  fit(text: string, style: TextStyle, size: number, width: number): string;
  /** Draws `text` with its left end of baseline at (x, y). */
  draw(
    page: PDFPage,
    text: string,
    options: { x: number; y: number; size: number; style: TextStyle; color: Color },
  ): void;
  /** Puts the Devanagari fonts the text used into the document. */
  embedFonts(): void;
};

/** A Devanagari letter, mark or sign (also the dandas and Vedic signs Devanagari shares). */
const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u;
/**
 * A space inside a Devanagari phrase is set in its font, so the phrase is one run (and copies as
 * one). Digits and punctuation stay in Helvetica, like every number on the page.
 */
const NEUTRAL = /\s/u;

type Run = { text: string; isDevanagari: boolean };

/**
 * A writer of text for `pdf`. `texts` are the words the document will show (its data: names,
 * tests, addresses): HarfBuzz and the Devanagari fonts are loaded only if one of them needs them,
 * so a Latin-only document is made as it always was.
 */
export async function createPdfText(pdf: PDFDocument, texts: Iterable<string>): Promise<PdfText> {
  const latin: Record<TextStyle, PDFFont> = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  // Helvetica's own encoding (Windows-1252) says what it can draw; pdf-lib would draw anything
  // else as "?".
  const latinCodePoints = new Set(latin.regular.getCharacterSet());
  const isLatin = (ch: string) => latinCodePoints.has(ch.codePointAt(0)!);
  const isAllLatin = (text: string) => [...text].every(isLatin);

  const devanagari = [...texts].every((text) => isAllLatin(plain(text)))
    ? null
    : await Promise.all([loadShaper(), loadSubsetter()]);
  const face = (style: TextStyle) => {
    if (!devanagari) throw new Error("createPdfText: a text outside Latin was not among the document's texts");
    return devanagari[0].face(style);
  };
  /** Per Devanagari font drawn with: its reference, the glyphs drawn, what each stands for. */
  const used = new Map<TextStyle, { ref: PDFRef; name: string; ids: Set<number>; unicode: Map<number, string> }>();
  const pageKeys = new WeakMap<PDFPage, Map<TextStyle, PDFName>>();
  const shapedCache = new Map<string, Glyph[]>();

  function runsOf(text: string): Run[] {
    const chars = [...text];
    const kinds: ("deva" | "latin" | "neutral")[] = chars.map((ch) => {
      if (DEVANAGARI.test(ch)) return "deva";
      if (NEUTRAL.test(ch) && isLatin(ch)) return "neutral";
      if (isLatin(ch)) return "latin";
      // What Helvetica lacks (a joiner, "₹") is set in the Devanagari font, which drawable() made
      // sure has it.
      return "deva";
    });
    // A space joins a Devanagari run only inside one: "सुनीता शर्मा" is one run, and
    // "थायराइड प्रोफ़ाइल (Thyroid Profile)" is two, the Devanagari ending before " (".
    const strong = (from: number, step: 1 | -1) => {
      for (let i = from; i >= 0 && i < chars.length; i += step) if (kinds[i] !== "neutral") return kinds[i];
      return null;
    };
    const runs: Run[] = [];
    chars.forEach((ch, i) => {
      const isDevanagari =
        kinds[i] === "deva" || (kinds[i] === "neutral" && strong(i - 1, -1) === "deva" && strong(i + 1, 1) === "deva");
      const last = runs.at(-1);
      if (last && last.isDevanagari === isDevanagari) last.text += ch;
      else runs.push({ text: ch, isDevanagari });
    });
    return runs;
  }

  function shaped(text: string, style: TextStyle): Glyph[] {
    const key = `${style}\u0000${text}`;
    let glyphs = shapedCache.get(key);
    if (!glyphs) {
      glyphs = face(style).shape(text);
      shapedCache.set(key, glyphs);
    }
    return glyphs;
  }

  function drawable(text: string): string {
    let out = "";
    for (const ch of plain(text)) {
      out += isLatin(ch) || face("regular").has(ch) ? ch : "?";
    }
    return out;
  }

  function widthOf(text: string, style: TextStyle, size: number): number {
    if (isAllLatin(text)) return latin[style].widthOfTextAtSize(text, size);
    let width = 0;
    for (const run of runsOf(text)) {
      if (!run.isDevanagari) width += latin[style].widthOfTextAtSize(run.text, size);
      else width += (sum(shaped(run.text, style).map((g) => g.xAdvance)) * size) / face(style).upem;
    }
    return width;
  }

  const graphemes = new Intl.Segmenter("hi", { granularity: "grapheme" });
  function fit(text: string, style: TextStyle, size: number, width: number): string {
    // As before for Latin (a character at a time, "…" at the end), by whole graphemes: a
    // Devanagari letter with its marks (and, in Unicode 15.1's rules, a conjunct) is never split.
    let parts = [...graphemes.segment(text)].map((s) => s.segment);
    let shown = text;
    while (parts.length > 1 && widthOf(shown, style, size) > width) {
      parts = [...parts.slice(0, -2), "…"];
      shown = parts.join("");
    }
    return shown;
  }

  function keyOn(page: PDFPage, style: TextStyle): PDFName {
    let font = used.get(style);
    if (!font) {
      font = { ref: pdf.context.nextRef(), name: face(style).postscriptName, ids: new Set(), unicode: new Map() };
      used.set(style, font);
    }
    let keys = pageKeys.get(page);
    if (!keys) pageKeys.set(page, (keys = new Map()));
    let key = keys.get(style);
    if (!key) {
      key = page.node.newFontDictionary(font.name, font.ref);
      keys.set(style, key);
    }
    return key;
  }

  function drawDevanagari(
    page: PDFPage,
    text: string,
    x: number,
    y: number,
    size: number,
    style: TextStyle,
    color: Color,
  ) {
    const glyphs = shaped(text, style);
    const { upem } = face(style);
    const scale = size / upem;
    const key = keyOn(page, style);
    const font = used.get(style)!;
    for (const g of glyphs) font.ids.add(g.id);
    rememberUnicode(font.unicode, text, glyphs, face(style));

    const ops: PDFOperator[] = [
      pushGraphicsState(),
      // /Span <</ActualText (the run's text)>> BDC: pdf-lib's operator types leave out the inline
      // dictionary PDF allows here (PDF 32000-1, 14.9.4), which it writes like any other object.
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
        PDFName.of("Span"),
        pdf.context.obj({ ActualText: PDFHexString.fromText(text) }) as unknown as PDFName,
      ]),
      beginText(),
      setFillingColor(color),
      setFontAndSize(key, size),
    ];
    // One Tj per stretch of glyphs that sit where the previous one's width leaves the pen; a
    // mark HarfBuzz moved (an offset) or an advance GPOS changed starts a new stretch at its place.
    let pen = 0;
    let hex = "";
    let isFlowing = false;
    const flush = () => {
      if (hex) ops.push(showText(PDFHexString.of(hex)));
      hex = "";
    };
    for (const g of glyphs) {
      const isPlain = g.xOffset === 0 && g.yOffset === 0;
      if (!isFlowing || !isPlain) {
        flush();
        ops.push(setTextMatrix(1, 0, 0, 1, round(x + (pen + g.xOffset) * scale), round(y + g.yOffset * scale)));
      }
      hex += g.id.toString(16).padStart(4, "0");
      isFlowing = isPlain && g.xAdvance === face(style).advance(g.id);
      pen += g.xAdvance;
    }
    flush();
    ops.push(endText(), PDFOperator.of(PDFOperatorNames.EndMarkedContent), popGraphicsState());
    page.pushOperators(...ops);
  }

  function draw(
    page: PDFPage,
    text: string,
    { x, y, size, style, color }: { x: number; y: number; size: number; style: TextStyle; color: Color },
  ) {
    if (isAllLatin(text)) {
      page.drawText(text, { x, y, size, font: latin[style], color });
      return;
    }
    for (const run of runsOf(text)) {
      if (run.isDevanagari) drawDevanagari(page, run.text, x, y, size, style, color);
      else page.drawText(run.text, { x, y, size, font: latin[style], color });
      x += widthOf(run.text, style, size);
    }
  }

  function embedFonts() {
    for (const [style, font] of used) {
      const ids = [...font.ids].sort((a, b) => a - b);
      const subset = devanagari![1].subset(face(style).bytes, ids);
      writeCidFont(pdf, font.ref, { face: face(style), subset, ids, unicode: font.unicode });
    }
    used.clear();
  }

  return { drawable, widthOf, fit, draw, embedFonts };
}

/** Composed characters, and one plain space for any run of spaces (no-break, narrow, newline). */
const plain = (text: string) => text.normalize("NFC").replace(/[\s\u00A0\u202F]+/g, " ");
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** Positions to 1/1000 point: exact enough, and the same bytes for the same receipt. */
const round = (value: number) => Math.round(value * 1000) / 1000;
