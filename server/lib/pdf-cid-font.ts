import { createHash } from "node:crypto";
import { type PDFDocument, type PDFRef, PDFString } from "@cantoo/pdf-lib";
import type { DevanagariFace, Glyph } from "./devanagari-shaper.ts";

// Writing a shaped font into a PDF: a Type0 font over a CIDFontType2 (PDF 32000-1, 9.7) with
// Identity-H, so the content stream shows glyph ids as HarfBuzz chose them; `/W` from the font's
// advances; and a ToUnicode CMap (9.10.3) saying what each glyph stands for, so copying and
// searching give back letters. pdf-lib's own custom-font embedding maps characters to glyphs one to
// one and cannot hold a shaped run (docs/decisions/2026-11-25-devanagari-in-pdfs.md). The glyphs
// come from devanagari-shaper.ts, the font program from font-subset.ts.

/**
 * Writes `face`, cut down to `subset` (the glyphs `ids`), with a ToUnicode map of `unicode`, as the
 * object `ref` the pages' font dictionaries already point at.
 */
export function writeCidFont(
  pdf: PDFDocument,
  ref: PDFRef,
  {
    face,
    subset,
    ids,
    unicode,
  }: { face: DevanagariFace; subset: Uint8Array; ids: number[]; unicode: Map<number, string> },
) {
  const name = `${subsetTag(ids)}+${face.postscriptName}`;
  const k = 1000 / face.upem;
  const context = pdf.context;
  const descriptor = context.register(
    context.obj({
      Type: "FontDescriptor",
      FontName: name,
      Flags: 4, // symbolic: glyphs outside the standard Latin set
      FontBBox: face.bbox.map((v) => Math.round(v * k)),
      ItalicAngle: 0,
      Ascent: Math.round(face.ascender * k),
      Descent: Math.round(face.descender * k),
      CapHeight: Math.round(face.ascender * k),
      StemV: 0, // used only by a reader that has to stand in for a missing font
      FontFile2: context.register(context.flateStream(subset, { Length1: subset.length })),
    }),
  );
  const widths: (number | number[])[] = [];
  for (const id of ids) {
    const last = widths.at(-1);
    const width = Math.round(face.advance(id) * k);
    const previousId = widths.at(-2);
    if (Array.isArray(last) && typeof previousId === "number" && previousId + last.length === id) last.push(width);
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
}

/**
 * What each glyph stands for, for the ToUnicode map: a glyph the font maps a character to stands
 * for that character (decomposed: the font's ज़ is ज and a nukta, as typed); an i-matra's variant,
 * drawn first in its cluster, for "ि"; a glyph HarfBuzz made (a conjunct, a half form, a reph)
 * for the characters of its cluster no other glyph stands for. A map is per font, not per place,
 * so the first meaning seen is kept; each run's /ActualText gives its exact text.
 */
export function rememberUnicode(map: Map<number, string>, text: string, glyphs: Glyph[], face: DevanagariFace) {
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
