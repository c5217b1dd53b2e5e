// The barcode decoder of the collector's "Scan label" (issue 35, "Sample labels";
// docs/decisions/2026-11-28-sample-labels.md), loaded by a dynamic import only when the camera
// opens, so neither /collect's first load nor any public page carries it. The browser's own
// BarcodeDetector where it reads Code 128 (Chrome on Android does); elsewhere zxing-wasm's reader,
// whose .wasm is served from our own /assets/ (Vite copies it there) instead of the CDN its
// loader would use: scanning must work on the lab's own origin, with no third party in the way.
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

/** Reads the label in one frame of the camera: its text, or null when none is seen. */
export type ReadFrame = (video: HTMLVideoElement) => Promise<string | null>;

/** What lab label printers print: Code 128 on tube labels, QR on some rolls. */
const DETECTOR_FORMATS = ["code_128", "qr_code"];

type Detector = { detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]> };
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats: () => Promise<string[]>;
};

async function nativeReader(): Promise<ReadFrame | null> {
  const BarcodeDetector = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!BarcodeDetector) return null;
  const supported = await BarcodeDetector.getSupportedFormats().catch(() => [] as string[]);
  if (!supported.includes("code_128")) return null;
  const detector = new BarcodeDetector({ formats: DETECTOR_FORMATS.filter((f) => supported.includes(f)) });
  return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
}

function wasmReader(): ReadFrame {
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path) },
  });
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    const [found] = await readBarcodes(frame, {
      formats: ["Code128", "QRCode"],
      tryHarder: true,
      maxNumberOfSymbols: 1,
    });
    return found?.isValid ? found.text : null;
  };
}

/** The reader this browser has: its own BarcodeDetector, else the WebAssembly one. */
export async function frameReader(): Promise<{ read: ReadFrame; by: "native" | "wasm" }> {
  const native = await nativeReader();
  return native ? { read: native, by: "native" } : { read: wasmReader(), by: "wasm" };
}
