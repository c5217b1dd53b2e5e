import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
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
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  StandardFonts,
} from "@cantoo/pdf-lib";

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

export type TextStyle = "regular" | "bold";

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

const FONT_FILES: Record<TextStyle, URL> = {
  regular: new URL("../assets/fonts/NotoSansDevanagari-Regular.ttf", import.meta.url),
  bold: new URL("../assets/fonts/NotoSansDevanagari-Bold.ttf", import.meta.url),
};

/** A Devanagari letter, mark or sign (also the dandas and Vedic signs Devanagari shares). */
const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u;
/**
 * A space inside a Devanagari phrase is set in its font, so the phrase is one run (and copies as
 * one). Digits and punctuation stay in Helvetica, like every number on the page.
 */
const NEUTRAL = /\s/u;

type Run = { text: string; isDevanagari: boolean };
type Glyph = { id: number; cluster: number; xAdvance: number; xOffset: number; yOffset: number };

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

  const shaper = [...texts].every((text) => isAllLatin(plain(text))) ? null : await loadShaper();
  const face = (style: TextStyle) => {
    if (!shaper) throw new Error("createPdfText: a text outside Latin was not among the document's texts");
    return shaper.face(style);
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
      face(style).embed(pdf, font.ref, font.ids, font.unicode);
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

/**
 * What each glyph stands for, for the ToUnicode map: a glyph the font maps a character to stands
 * for that character (decomposed: the font's ज़ is ज and a nukta, as typed); an i-matra's variant,
 * drawn first in its cluster, for "ि"; a glyph HarfBuzz made (a conjunct, a half form, a reph)
 * for the characters of its cluster no other glyph stands for. A map is per font, not per place,
 * so the first meaning seen is kept; each run's /ActualText gives its exact text.
 */
function rememberUnicode(map: Map<number, string>, text: string, glyphs: Glyph[], face: DevanagariFace) {
  const starts = [...new Set(glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
  for (const [i, start] of starts.entries()) {
    const inCluster = glyphs.filter((g) => g.cluster === start);
    let rest = text.slice(start, starts[i + 1] ?? text.length);
    const made: Glyph[] = [];
    for (const g of inCluster) {
      const nominal = face.textOf(g.id);
      if (nominal !== undefined && rest.includes(nominal)) {
        rest = rest.replace(nominal, "");
        if (!map.has(g.id)) map.set(g.id, nominal);
      } else made.push(g);
    }
    if (made.length > 1 && made[0] === inCluster[0] && rest.includes(I_MATRA)) {
      const matra = made.shift()!;
      rest = rest.replace(I_MATRA, "");
      if (!map.has(matra.id)) map.set(matra.id, I_MATRA);
    }
    if (made.length > 0 && rest && !map.has(made[0].id)) map.set(made[0].id, rest);
  }
}
const I_MATRA = "\u093F";

// --- HarfBuzz: shaping (harfbuzzjs) and subsetting (its hb-subset wasm) -----------------------

type DevanagariFace = {
  upem: number;
  postscriptName: string;
  has(ch: string): boolean;
  advance(glyphId: number): number;
  /** The character the font maps to this glyph, decomposed, if any. */
  textOf(glyphId: number): string | undefined;
  shape(text: string): Glyph[];
  /** Writes the font, with the glyphs `ids` and a ToUnicode map of `unicode`, as the object `ref`. */
  embed(pdf: PDFDocument, ref: PDFRef, ids: Set<number>, unicode: Map<number, string>): void;
};

type Shaper = { face(style: TextStyle): DevanagariFace };

let shaperPromise: Promise<Shaper> | undefined;
/** HarfBuzz and both fonts, loaded once per process. */
function loadShaper(): Promise<Shaper> {
  shaperPromise ??= (async () => {
    const hb = await import("harfbuzzjs");
    const subsetter = await loadSubsetter();
    const files = {
      regular: new Uint8Array(await readFile(FONT_FILES.regular)),
      bold: new Uint8Array(await readFile(FONT_FILES.bold)),
    };
    const made = new Map<TextStyle, DevanagariFace>();
    return {
      face(style) {
        const existing = made.get(style);
        if (existing) return existing;
        const bytes = files[style];
        const hbFace = new hb.Face(new hb.Blob(bytes));
        const font = new hb.Font(hbFace);
        const coverage = new Set(hbFace.collectUnicodes());
        const advances = new Map<number, number>();
        let characters: Map<number, string> | undefined;
        const head = hbFace.referenceTable("head")!;
        const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
        const bbox = [36, 38, 40, 42].map((at) => view.getInt16(at));
        const extents = font.hExtents();
        const postscriptName = hbFace.getName(6, "en") || `NotoSansDevanagari-${style}`;
        const face: DevanagariFace = {
          upem: hbFace.upem,
          postscriptName,
          has: (ch) => coverage.has(ch.codePointAt(0)!),
          advance(glyphId) {
            let found = advances.get(glyphId);
            if (found === undefined) advances.set(glyphId, (found = font.glyphHAdvance(glyphId)));
            return found;
          },
          textOf(glyphId) {
            if (!characters) {
              characters = new Map();
              for (const cp of coverage) {
                const id = font.nominalGlyph(cp);
                if (id !== undefined && !characters.has(id))
                  characters.set(id, String.fromCodePoint(cp).normalize("NFD"));
              }
            }
            return characters.get(glyphId);
          },
          shape(text) {
            const buffer = new hb.Buffer();
            buffer.addText(text);
            buffer.setDirection(hb.Direction.LTR);
            buffer.setScript("Deva");
            buffer.setLanguage("hi");
            hb.shape(font, buffer);
            const positions = buffer.getGlyphPositions();
            return buffer.getGlyphInfos().map((info, i) => ({
              id: info.codepoint,
              cluster: info.cluster,
              xAdvance: positions[i].xAdvance,
              xOffset: positions[i].xOffset,
              yOffset: positions[i].yOffset,
            }));
          },
          embed(pdf, ref, glyphIds, unicode) {
            const ids = [...glyphIds].sort((a, b) => a - b);
            const subset = subsetter.subset(bytes, ids);
            const name = `${subsetTag(ids)}+${postscriptName}`;
            const k = 1000 / hbFace.upem;
            const context = pdf.context;
            const descriptor = context.register(
              context.obj({
                Type: "FontDescriptor",
                FontName: name,
                Flags: 4, // symbolic: glyphs outside the standard Latin set
                FontBBox: bbox.map((v) => Math.round(v * k)),
                ItalicAngle: 0,
                Ascent: Math.round(extents.ascender * k),
                Descent: Math.round(extents.descender * k),
                CapHeight: Math.round(extents.ascender * k),
                StemV: 0, // used only by a reader that has to stand in for a missing font
                FontFile2: context.register(context.flateStream(subset, { Length1: subset.length })),
              }),
            );
            const widths: (number | number[])[] = [];
            for (const id of ids) {
              const last = widths.at(-1);
              const width = Math.round(face.advance(id) * k);
              const previousId = widths.at(-2);
              if (Array.isArray(last) && typeof previousId === "number" && previousId + last.length === id)
                last.push(width);
              else widths.push(id, [width]);
            }
            const cidFont = context.register(
              context.obj({
                Type: "Font",
                Subtype: "CIDFontType2",
                BaseFont: name,
                CIDSystemInfo: { Registry: PDFString.of("Adobe"), Ordering: PDFString.of("Identity"), Supplement: 0 },
                FontDescriptor: descriptor,
                W: widths,
                CIDToGIDMap: "Identity",
              }),
            );
            const toUnicode = context.register(context.flateStream(toUnicodeCMap(unicode)));
            context.assign(
              ref,
              context.obj({
                Type: "Font",
                Subtype: "Type0",
                BaseFont: name,
                Encoding: "Identity-H",
                DescendantFonts: [cidFont],
                ToUnicode: toUnicode,
              }),
            );
          },
        };
        made.set(style, face);
        return face;
      },
    };
  })();
  return shaperPromise;
}

/** The six capital letters a subset font's name starts with (PDF 32000-1, 9.6.4), from its glyphs. */
function subsetTag(ids: number[]): string {
  const digest = createHash("sha256").update(ids.join(",")).digest();
  return [...digest.subarray(0, 6)].map((b) => String.fromCharCode(65 + (b % 26))).join("");
}

/** A ToUnicode CMap (PDF 32000-1, 9.10.3) for two-byte glyph ids. */
function toUnicodeCMap(glyphs: Map<number, string>): string {
  const hex4 = (n: number) => n.toString(16).padStart(4, "0");
  const utf16 = (text: string) =>
    [...text]
      .flatMap((ch) => {
        const cp = ch.codePointAt(0)!;
        if (cp < 0x10000) return [hex4(cp)];
        const v = cp - 0x10000;
        return [hex4(0xd800 + (v >> 10)), hex4(0xdc00 + (v & 0x3ff))];
      })
      .join("");
  const entries = [...glyphs].sort(([a], [b]) => a - b).map(([id, text]) => `<${hex4(id)}> <${utf16(text)}>`);
  const chunks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    chunks.push(`${chunk.length} beginbfchar\n${chunk.join("\n")}\nendbfchar`);
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000> <ffff>",
    "endcodespacerange",
    ...chunks,
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
}

type SubsetExports = {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, lengthPointer: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, setType: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
};

const HB_MEMORY_MODE_READONLY = 1;
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
/** Glyph ids stay as HarfBuzz shaped them, so the content stream's ids need no renumbering. */
const HB_SUBSET_FLAGS_RETAIN_GIDS = 0x2;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;
const HB_SUBSET_SETS_DROP_TABLE_TAG = 3;
/** The PDF places every glyph itself: the layout tables are not needed in it. */
const DROPPED_TABLES = ["GSUB", "GPOS", "GDEF"];
const tag = (name: string) => [...name].reduce((value, ch) => ((value << 8) | ch.charCodeAt(0)) >>> 0, 0);

async function loadSubsetter() {
  const wasm = await readFile(createRequire(import.meta.url).resolve("harfbuzzjs/dist/harfbuzz-subset.wasm"));
  const { instance } = await WebAssembly.instantiate(wasm);
  const hb = instance.exports as unknown as SubsetExports;
  hb._initialize();
  return {
    /** The font with only `glyphIds` (and glyph 0) drawn, at their own ids. */
    subset(font: Uint8Array, glyphIds: number[]): Uint8Array {
      const data = hb.malloc(font.byteLength);
      new Uint8Array(hb.memory.buffer).set(font, data);
      const blob = hb.hb_blob_create(data, font.byteLength, HB_MEMORY_MODE_READONLY, 0, 0);
      const face = hb.hb_face_create(blob, 0);
      const input = hb.hb_subset_input_create_or_fail();
      try {
        if (!input) throw new Error("HarfBuzz could not start a font subset");
        const glyphSet = hb.hb_subset_input_glyph_set(input);
        for (const id of [0, ...glyphIds]) hb.hb_set_add(glyphSet, id);
        const dropped = hb.hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG);
        for (const name of DROPPED_TABLES) hb.hb_set_add(dropped, tag(name));
        hb.hb_subset_input_set_flags(
          input,
          HB_SUBSET_FLAGS_RETAIN_GIDS | HB_SUBSET_FLAGS_NO_HINTING | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE,
        );
        const subsetFace = hb.hb_subset_or_fail(face, input);
        if (!subsetFace) throw new Error("HarfBuzz could not subset the font");
        const subsetBlob = hb.hb_face_reference_blob(subsetFace);
        const length = hb.hb_blob_get_length(subsetBlob);
        const pointer = hb.hb_blob_get_data(subsetBlob, 0);
        const bytes = new Uint8Array(hb.memory.buffer).slice(pointer, pointer + length);
        hb.hb_blob_destroy(subsetBlob);
        hb.hb_face_destroy(subsetFace);
        return bytes;
      } finally {
        if (input) hb.hb_subset_input_destroy(input);
        hb.hb_face_destroy(face);
        hb.hb_blob_destroy(blob);
        hb.free(data);
      }
    },
  };
}
