import { readFile } from "node:fs/promises";

// Shaping Devanagari: which glyphs of Noto Sans Devanagari (server/assets/fonts, SIL OFL) a run of
// text is drawn with, and where each goes. HarfBuzz (harfbuzzjs) does it, as browsers and Android
// do: "शर्मा" becomes श, मा and a reph (र्) above the मा; in "कि" the i-matra comes before the क;
// conjuncts (क्ष, श्र) are glyphs of their own; a mark sits at the offset the font's GPOS table
// gives. PDFKit's fontkit now places these the same way, but we keep HarfBuzz
// (docs/decisions/2026-11-27-devanagari-in-pdfs.md). Only shaping and the font's metrics are here:
// subsetting is font-subset.ts, the PDF font objects pdf-cid-font.ts, the drawing pdf-text.ts.

export type TextStyle = "regular" | "bold";

/** One shaped glyph, in font units: `cluster` is the index in the text of the characters it draws. */
export type Glyph = { id: number; cluster: number; xAdvance: number; xOffset: number; yOffset: number };

export type DevanagariFace = {
  /** The font file, as read: the subset is cut from it. */
  bytes: Uint8Array;
  upem: number;
  postscriptName: string;
  /** head's xMin, yMin, xMax, yMax, in font units. */
  bbox: number[];
  ascender: number;
  descender: number;
  has(ch: string): boolean;
  advance(glyphId: number): number;
  /** The character the font maps to this glyph, decomposed, if any. */
  textOf(glyphId: number): string | undefined;
  shape(text: string): Glyph[];
};

export type Shaper = { face(style: TextStyle): DevanagariFace };

const FONT_FILES: Record<TextStyle, URL> = {
  regular: new URL("../assets/fonts/NotoSansDevanagari-Regular.ttf", import.meta.url),
  bold: new URL("../assets/fonts/NotoSansDevanagari-Bold.ttf", import.meta.url),
};

let shaperPromise: Promise<Shaper> | undefined;
/** HarfBuzz and both fonts, loaded once per process, on the first document that needs them. */
export function loadShaper(): Promise<Shaper> {
  shaperPromise ??= (async () => {
    const hb = await import("harfbuzzjs");
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
        const extents = font.hExtents();
        const face: DevanagariFace = {
          bytes,
          upem: hbFace.upem,
          postscriptName: hbFace.getName(6, "en") || `NotoSansDevanagari-${style}`,
          bbox: [36, 38, 40, 42].map((at) => view.getInt16(at)),
          ascender: extents.ascender,
          descender: extents.descender,
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
        };
        made.set(style, face);
        return face;
      },
    };
  })();
  return shaperPromise;
}
