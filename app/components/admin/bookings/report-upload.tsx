import { useRef, useState } from "react";
import type { AdminReport } from "../../../../domain/report.ts";
import { checkReportFile, uploadReport } from "../../../lib/upload-report.ts";
import { useToast } from "../../ui/toast.tsx";

/** A person of the visit, as the reports list and the upload name them. */
export type ReportPerson = { id: string; position: number; name: string; isErased: boolean };

/** Staff choose whose report (in a visit of several) and the PDF; it is sent with its progress shown, then held for their check. */
export function UploadReport({
  bookingId,
  people,
  onUploaded,
}: {
  bookingId: string;
  people: ReportPerson[];
  onUploaded: (report: AdminReport, chosenName: string) => Promise<void>;
}) {
  const notify = useToast();
  const choices = people.filter((p) => !p.isErased);
  /** In a visit of several, staff say whose report it is before choosing the file. */
  const mustChoose = people.length > 1;
  const [personId, setPersonId] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = `booking-${bookingId}-report`;

  async function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = mustChoose && !personId ? "Choose whose report this is first" : checkReportFile(file);
    setError(problem);
    if (problem) {
      if (inputRef.current) inputRef.current.value = "";
      return;
    }
    setProgress(0);
    try {
      const report = await uploadReport(bookingId, file, setProgress, mustChoose ? personId : undefined);
      await onUploaded(report, file.name);
    } catch (caught) {
      setError((caught as Error).message);
      notify("error", "Failed to upload the report");
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  const isUploading = progress !== null;
  return (
    <div className="mt-3">
      {mustChoose && (
        <div className="mb-2">
          <label htmlFor={`${id}-person`} className="block text-sm font-medium text-slate-800">
            Whose report
          </label>
          <select
            id={`${id}-person`}
            value={personId}
            onChange={(event) => (setPersonId(event.target.value), setError(null))}
            className="mt-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
          >
            <option value="">Choose the person</option>
            {choices.map((p) => (
              <option key={p.id} value={p.id}>
                {p.position}. {p.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-800">
        Attach a report (PDF, up to 20 MB)
      </label>
      <input
        ref={inputRef}
        id={`${id}-file`}
        type="file"
        accept="application/pdf,.pdf"
        disabled={isUploading}
        onChange={(event) => void onChange(event)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block text-sm disabled:opacity-60"
      />
      {isUploading && (
        <p role="status" className="mt-1 text-sm text-slate-700">
          {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : "Stamping the pages…"}
          <progress value={progress} max={1} className="ml-2 align-middle" />
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
