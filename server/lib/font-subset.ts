import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

// Subsetting a font: only the glyphs a document drew go into it (the whole Noto Sans Devanagari
// is 238 kB; a receipt's subset 2 to 3 kB). HarfBuzz's hb-subset does it (its wasm ships in
// harfbuzzjs, the package that shapes), keeping each glyph's id so the shaped ids go into the
// content stream as they are. fontkit's subsetter, which PDFKit uses, made subsets 2.5 times as
// large for the same glyphs (docs/decisions/2026-11-27-devanagari-in-pdfs.md).

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

export type Subsetter = {
  /** The font with only `glyphIds` (and glyph 0) drawn, at their own ids. */
  subset(font: Uint8Array, glyphIds: number[]): Uint8Array;
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

let subsetterPromise: Promise<Subsetter> | undefined;
/**
 * hb-subset, loaded once per process: a fresh instance per document kept memory lower but made a
 * Hindi receipt 3 to 6 times slower (docs/decisions/2026-11-25-devanagari-in-pdfs.md).
 */
export function loadSubsetter(): Promise<Subsetter> {
  subsetterPromise ??= (async () => {
    const wasm = await readFile(createRequire(import.meta.url).resolve("harfbuzzjs/dist/harfbuzz-subset.wasm"));
    const { instance } = await WebAssembly.instantiate(wasm);
    const hb = instance.exports as unknown as SubsetExports;
    hb._initialize();
    return {
      subset(font, glyphIds) {
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
  })();
  return subsetterPromise;
}
