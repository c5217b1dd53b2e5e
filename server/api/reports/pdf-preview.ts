import { spawn } from "node:child_process";
import type { Readable } from "node:stream";
import { REPORT_PREVIEW_WIDTH_PX } from "../../../domain/report-rules.ts";

/** poppler's renderer (Debian's poppler-utils), which the receipts' tests already read PDFs with. */
const PDFTOPPM = process.env.PDFTOPPM_PATH ?? "pdftoppm";

/**
 * Page 1 of a stored report as a PNG REPORT_PREVIEW_WIDTH_PX wide, the width the desk shows it
 * at (so no more pixels of a patient's page leave the server than the preview needs). The PDF
 * is the one the server stamped and stores, streamed into pdftoppm's input; a render that runs
 * past `timeLimitMs` is stopped. Rejects when pdftoppm fails: the stored file was made by us,
 * so that is our fault, not the upload's.
 */
export function renderFirstPage(pdf: Readable, { timeLimitMs }: { timeLimitMs: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      PDFTOPPM,
      [
        "-png",
        "-f",
        "1",
        "-l",
        "1",
        "-singlefile",
        "-scale-to-x",
        String(REPORT_PREVIEW_WIDTH_PX),
        "-scale-to-y",
        "-1",
        "-",
      ],
      { stdio: ["pipe", "pipe", "pipe"], timeout: timeLimitMs },
    );
    const chunks: Buffer[] = [];
    let errors = "";
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    // pdftoppm may stop reading once it has what it needs (or fail): the stream's error is the exit's.
    child.stdin.on("error", () => {});
    pdf.on("error", (error) => {
      child.kill();
      reject(error);
    });
    pdf.pipe(child.stdin);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (code === 0 && chunks.length > 0) resolve(Buffer.concat(chunks));
      else
        reject(
          new Error(
            `pdftoppm could not render page 1 (${signal ?? `exit code ${code}`}): ${errors.trim().slice(0, 200)}`,
          ),
        );
    });
  });
}
