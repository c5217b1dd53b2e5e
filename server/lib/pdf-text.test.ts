import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  type PDFPage,
  PDFRawStream,
  rgb,
  StandardFonts,
} from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { createPdfText, type PdfText } from "./pdf-text.ts";

// What HarfBuzz's own command-line shaper (hb-shape 6.0.0, Debian 12's libharfbuzz-bin) gives
// for these words in server/assets/fonts/NotoSansDevanagari-Regular.ttf:
//   hb-shape --no-glyph-names --no-clusters --language=hi --script=Deva FONT TEXT
// glyph id, "@x,y" where GPOS moved a mark, "+" the advance (font units, 1000 an em). Each name
// needs shaping: क्ष and श्र are glyphs of their own, the i-matra ि is drawn before its
// consonants, the reph of र्मा above the मा, ज़ and ख़ are nukta forms, the ु of फ़ुल and the ृ of कृ
// sit where GPOS puts them.
const HB_SHAPE: Record<string, string> = {
  "सुनीता शर्मा": "[60+676|69+0|44+555|68+259|40+570|66+259|3+260|58+680|50+598|66+259|181+0]",
  "क्षितिज श्रीवास्तव": "[610+259|179+712|607+259|40+570|32+742|3+260|284+707|68+259|57+556|66+259|215+389|40+570|57+556]",
  "प्रिया द्विवेदी": "[607+259|274+568|51+580|66+259|3+260|607+259|529+620|57+556|75+0|42+520|653+259]",
  "राज़िया ख़ान": "[52+409|66+259|611+259|95+742|51+580|66+259|3+260|93+818|66+259|44+555]",
  "फ़ुल बॉडी चेकअप":
    "[98+771|667@-222,0+0|54+678|3+260|48+571|77+259|37+577|68+259|3+260|30+634|75+0|25+762|9+764|46+568]",
  "कृष्णा ठाकुर": "[25+762|71@-221,0+0|214+322|39+723|66+259|3+260|36+585|66+259|25+762|69@-221,0+0|52+409]",
};

type Placed = { id: number; x: number; y: number };

/** Where hb-shape's glyphs go: each at the pen plus its offset; the pen moves by the advances. */
function placedByHbShape(serialized: string): Placed[] {
  let pen = 0;
  return serialized
    .slice(1, -1)
    .split("|")
    .map((glyph) => {
      const [, id, dx = "0", dy = "0", advance] = glyph.match(/^(\d+)(?:@(-?\d+),(-?\d+))?\+(-?\d+)$/)!;
      const placed = { id: Number(id), x: pen + Number(dx), y: Number(dy) };
      pen += Number(advance);
      return placed;
    });
}

/** The glyphs page 1 draws in its embedded (Type0) fonts, read back from the saved PDF's content stream. */
async function glyphsDrawn(bytes: Uint8Array): Promise<Placed[]> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const fonts = page.node.Resources()!.lookup(PDFName.of("Font"), PDFDict);
  const widthsOf = new Map<string, Map<number, number>>();
  for (const [key, ref] of fonts.entries()) {
    const font = doc.context.lookup(ref, PDFDict);
    if (font.get(PDFName.of("Subtype")) !== PDFName.of("Type0")) continue;
    const cidFont = doc.context.lookup(font.lookup(PDFName.of("DescendantFonts"), PDFArray).get(0), PDFDict);
    const w = cidFont.lookup(PDFName.of("W"), PDFArray).asArray();
    const widths = new Map<number, number>();
    for (let i = 0; i < w.length; i += 2) {
      const first = (w[i] as PDFNumber).asNumber();
      (doc.context.lookup(w[i + 1]) as PDFArray)
        .asArray()
        .forEach((n, j) => widths.set(first + j, (n as PDFNumber).asNumber()));
    }
    widthsOf.set(key.asString(), widths);
  }
  const contents = page.node.Contents()!;
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  const content = streams
    .map((s) => new TextDecoder("latin1").decode(decodePDFRawStream(s as PDFRawStream).decode()))
    .join("\n");

  const placed: Placed[] = [];
  let widths: Map<number, number> | undefined;
  let size = 0;
  let x = 0;
  let y = 0;
  for (const line of content.split("\n")) {
    let m: RegExpMatchArray | null;
    if ((m = line.match(/^(\/\S+) (\S+) Tf$/))) [widths, size] = [widthsOf.get(m[1]), Number(m[2])];
    else if ((m = line.match(/^1 0 0 1 (\S+) (\S+) Tm$/))) [x, y] = [Number(m[1]), Number(m[2])];
    else if ((m = line.match(/^<([0-9a-f]*)> Tj$/i)) && widths) {
      for (const hex of m[1].match(/.{4}/g) ?? []) {
        const id = parseInt(hex, 16);
        placed.push({ id, x, y });
        x += (widths.get(id)! * size) / 1000;
      }
    }
  }
  return placed;
}

async function drawn(texts: string[], draw: (text: PdfText, page: PDFPage) => void) {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([2000, 1000]);
  const text = await createPdfText(pdf, texts);
  draw(text, page);
  text.embedFonts();
  return pdf.save();
}

describe("text in a PDF", () => {
  it.each(Object.keys(HB_SHAPE))(
    "draws %s with the glyphs HarfBuzz shapes, each at HarfBuzz's place",
    async (words) => {
      // At 1000 points a font unit is a point: the drawn places are hb-shape's numbers.
      const bytes = await drawn([words], (text, page) =>
        text.draw(page, words, { x: 0, y: 0, size: 1000, style: "regular", color: rgb(0, 0, 0) }),
      );
      expect(await glyphsDrawn(bytes)).toEqual(placedByHbShape(HB_SHAPE[words]));
    },
  );

  it("sets a Devanagari phrase (its spaces too) in the Devanagari font, and the English and digits beside it in Helvetica", async () => {
    const pdf = await PDFDocument.create();
    const text = await createPdfText(pdf, ["थायराइड प्रोफ़ाइल (Thyroid Profile)", "सेक्टर 18"]);
    const helvetica = await pdf.embedFont(StandardFonts.Helvetica);
    expect(text.widthOf("थायराइड प्रोफ़ाइल (Thyroid Profile)", "regular", 10)).toBeCloseTo(
      text.widthOf("थायराइड प्रोफ़ाइल", "regular", 10) + helvetica.widthOfTextAtSize(" (Thyroid Profile)", 10),
      6,
    );
    expect(text.widthOf("Thyroid Profile", "regular", 10)).toBe(helvetica.widthOfTextAtSize("Thyroid Profile", 10));
    // Digits too, like every number on the page: "सेक्टर 18" is सेक्टर, then " 18" in Helvetica.
    expect(text.widthOf("सेक्टर 18", "regular", 10)).toBeCloseTo(
      text.widthOf("सेक्टर", "regular", 10) + helvetica.widthOfTextAtSize(" 18", 10),
      6,
    );
  });

  it("cuts a long Devanagari name at whole letters, never inside a conjunct or between a letter and its marks", async () => {
    const name = "क्षितिज श्रीवास्तव";
    const pdf = await PDFDocument.create();
    const text = await createPdfText(pdf, [name]);
    const full = text.widthOf(name, "bold", 10);
    for (let width = 8; width < full; width += 1.5) {
      const cut = text.fit(name, "bold", 10, width);
      expect(cut.endsWith("…")).toBe(true);
      const kept = cut.slice(0, -1);
      expect(name.startsWith(kept)).toBe(true);
      expect(kept).not.toMatch(/\u094D$/); // no virama left hanging (a half letter)
      expect(name.slice(kept.length)).not.toMatch(/^[\p{M}\u200C\u200D]/u); // no mark cut from its letter
    }
    expect(text.fit(name, "bold", 10, full)).toBe(name);
  });

  it("sets Latin text in Helvetica, PDF's standard font: no font file goes into the document", async () => {
    const bytes = await drawn(["Asha Rani"], (text, page) =>
      text.draw(page, "Asha Rani", { x: 10, y: 10, size: 10, style: "bold", color: rgb(0, 0, 0) }),
    );
    const doc = await PDFDocument.load(bytes);
    const fonts = [...doc.context.enumerateIndirectObjects()]
      .map(([, object]) => object)
      .filter((object) => object instanceof PDFDict && object.get(PDFName.of("Type")) === PDFName.of("Font"))
      .map((font) => String((font as PDFDict).get(PDFName.of("BaseFont"))));
    expect(fonts.sort()).toEqual(["/Helvetica", "/Helvetica-Bold"]);
  });

  it("embeds only the glyphs used, as a subset named as PDF says (six letters and a plus)", async () => {
    const bytes = await drawn(["सुनीता शर्मा"], (text, page) =>
      text.draw(page, "सुनीता शर्मा", { x: 10, y: 10, size: 10, style: "bold", color: rgb(0, 0, 0) }),
    );
    const doc = await PDFDocument.load(bytes);
    const names = [...doc.context.enumerateIndirectObjects()]
      .map(([, object]) => object)
      .filter((object) => object instanceof PDFDict && object.get(PDFName.of("Type")) === PDFName.of("Font"))
      .map((font) => String((font as PDFDict).get(PDFName.of("BaseFont"))));
    expect(names).toEqual(expect.arrayContaining([expect.stringMatching(/^\/[A-Z]{6}\+NotoSansDevanagari-Bold$/)]));
    expect(bytes.length).toBeLessThan(10_000); // the whole font file is 238 kB
  });

  it("draws a character neither font has as ?", async () => {
    const pdf = await PDFDocument.create();
    const text = await createPdfText(pdf, ["மீனா (Meena)"]);
    expect(text.drawable("மீனா (Meena)")).toBe("???? (Meena)");
    expect(text.drawable("Asha\u00A0Rani\n₹")).toBe("Asha Rani ₹");
  });
});
