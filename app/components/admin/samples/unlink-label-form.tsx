import { Form } from "react-router";
import { useT } from "../../../i18n/use-t.ts";

/**
 * "Take label off": a wrong label comes off a tube that has not reached the lab, with a reason
 * (kept in the booking's history). A plain form: it works without JavaScript. Refused, it opens
 * again with the words beside its reason.
 */
export function UnlinkLabelForm({ label, tube, error }: { label: string; tube: string; error: string | null }) {
  const t = useT();
  const id = `unlink-${label}`;
  return (
    <details className="mt-1" open={error !== null}>
      <summary className="cursor-pointer text-sm font-semibold text-brand-800 underline underline-offset-2">
        {t("samples.unlink.open", { label })}
      </summary>
      <Form method="post" className="mt-1 grid gap-1 rounded-lg border border-slate-300 bg-white p-2">
        <input type="hidden" name="intent" value="unlink" />
        <input type="hidden" name="label" value={label} />
        <label htmlFor={`${id}-reason`} className="text-sm font-medium text-slate-800">
          {t("samples.unlink.reason", { label, tube })}
        </label>
        <input
          id={`${id}-reason`}
          name="reason"
          required
          maxLength={300}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          className="h-10 rounded-lg border border-slate-300 px-2 aria-invalid:border-red-700"
        />
        <p id={`${id}-hint`} className="text-xs text-slate-700">
          {t("samples.unlink.hint")}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-800">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="h-10 justify-self-start rounded-lg border border-red-800 px-3 text-sm font-semibold text-red-800"
        >
          {t("samples.unlink.send")}
        </button>
      </Form>
    </details>
  );
}
