import { useState } from "react";
import { type AdminReport, WithdrawReportSchema } from "../../../../domain/report.ts";
import { WITHDRAW_REASON_MAX } from "../../../../domain/report-rules.ts";
import { useT } from "../../../i18n/use-t.ts";
import { Dialog } from "../../ui/dialog.tsx";

/** Withdrawing a wrong report needs a reason, said beside the field when it is missing. */
export function WithdrawReportDialog({
  id,
  report,
  isBusy,
  onCancel,
  onWithdraw,
}: {
  id: string;
  report: AdminReport | null;
  isBusy: boolean;
  onCancel: () => void;
  onWithdraw: (report: AdminReport, reason: string) => void;
}) {
  const t = useT();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const close = () => (setReason(""), setError(null), onCancel());
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!report) return;
    const parsed = WithdrawReportSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(reason.trim().length === 0 ? t("desk.reports.withdrawReasonMissing") : parsed.error.issues[0].message);
      return;
    }
    setError(null);
    onWithdraw(report, parsed.data.reason);
  }
  return (
    <Dialog
      id={id}
      isOpen={report !== null}
      title={report ? t("desk.reports.withdrawTitle", { file: report.fileName }) : ""}
      onClose={close}
    >
      <form onSubmit={submit} noValidate className="grid gap-3">
        <p className="text-slate-800">{t("desk.reports.withdrawText")}</p>
        <label htmlFor={`${id}-reason`} className="font-medium text-slate-800">
          {t("desk.reports.withdrawReason")}
        </label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={WITHDRAW_REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-reason-error` : undefined}
          className="rounded-lg border border-slate-300 px-3 py-2"
        />
        {error && (
          <p id={`${id}-reason-error`} role="alert" className="text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={close}
            className="rounded-full border border-slate-300 px-4 py-2 font-semibold text-slate-800"
          >
            {t("desk.reports.cancel")}
          </button>
          <button
            type="submit"
            disabled={isBusy}
            className="rounded-full bg-red-700 px-4 py-2 font-semibold text-white disabled:opacity-70"
          >
            {t("desk.reports.withdrawConfirm")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
