import { type AdminReport } from "../../domain/report.ts";
import { MAX_REPORT_BYTES } from "../../domain/report-rules.ts";
import { refusalText } from "../../domain/refusals.ts";

/** The checks the server makes too, done first in the browser so the wait is not wasted: their words, in the desk's English. */
export function checkReportFile(file: File): string | null {
  const isPdf = file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");
  if (!isPdf) return refusalText("en", "REPORT_NOT_A_PDF");
  if (file.size > MAX_REPORT_BYTES)
    return refusalText("en", "REPORT_TOO_LARGE", { megabytes: MAX_REPORT_BYTES / 1024 / 1024 });
  return null;
}

/**
 * Uploads a report PDF to a booking, reporting progress (fetch cannot, so this uses XHR), to be
 * held for staff to check (person, pages, page 1) and attach: the patient sees nothing yet.
 * Rejects with the server's own words (the issue about "file" when there is one).
 */
export function uploadReport(
  bookingId: string,
  file: File,
  onProgress: (fraction: number) => void,
  /** Whose report it is, in a visit of several people. */
  personId?: string,
): Promise<AdminReport> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const person = personId ? `?person=${encodeURIComponent(personId)}` : "";
    request.open("POST", `/api/bookings/${encodeURIComponent(bookingId)}/reports${person}`);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) return resolve(request.response);
      const answer = request.response as { error?: string; issues?: { message: string }[] } | null;
      reject(new Error(answer?.issues?.[0]?.message ?? answer?.error ?? `The server answered ${request.status}`));
    };
    request.onerror = () => reject(new Error("No connection to the server"));
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
