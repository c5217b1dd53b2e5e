// Renders receipts (receipt-pdf.ts) in a worker thread that stays alive between receipts, so
// shaping and writing a long visit's receipt never holds the event loop, and HarfBuzz and the
// Devanagari fonts are loaded once per worker rather than once per receipt (starting a worker
// and loading pdf-lib costs more than rendering a receipt: see
// docs/decisions/2026-11-27-heavy-work-off-the-event-loop.md).
//
// Node loads this file itself (its TypeScript type stripping), under Vitest and under
// `npm start` alike: the files it imports use only erasable syntax and `.ts` imports.
import { parentPort } from "node:worker_threads";
import type { Receipt } from "../../../domain/payment.ts";
import { receiptPdf } from "./receipt-pdf.ts";

export type ReceiptJob = { id: number; receipt: Receipt };
export type ReceiptAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

if (parentPort) {
  const port = parentPort;
  port.on("message", async ({ id, receipt }: ReceiptJob) => {
    try {
      const bytes = await receiptPdf(receipt);
      port.postMessage({ id, bytes } satisfies ReceiptAnswer, [bytes.buffer as ArrayBuffer]);
    } catch (error) {
      port.postMessage({
        id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies ReceiptAnswer);
    }
  });
}
