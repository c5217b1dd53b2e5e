import { Form } from "react-router";
import { containerName } from "../../../../domain/sample-containers.ts";
import type { ReceivedTube } from "../../../../domain/samples.ts";
import { useT } from "../../../i18n/use-t.ts";
import { timeOfArrival } from "./arrival-time.ts";

/** The label scanned or typed as a tube arrives; what it was, or why not, right below. */
export function ReceiveForm({ received, error }: { received: ReceivedTube | null; error: string | null }) {
  const t = useT();
  const tube = received
    ? t("samples.arrivals.tube", { name: containerName(received.kind, t.locale), number: received.tubeNo })
    : "";
  return (
    <section aria-labelledby="receive-heading" className="mt-4 rounded-xl border border-slate-300 bg-white p-4">
      <h2 id="receive-heading" className="text-lg font-bold text-slate-900">
        {t("samples.receive.heading")}
      </h2>
      <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
        <div className="min-w-64 flex-1">
          <label htmlFor="receive-label" className="block text-sm font-medium text-slate-800">
            {t("samples.receive.label")}
          </label>
          {/* A new field after each tube taken in, focused: a scanner scans one tube after another. */}
          <input
            key={received ? `${received.label}-${received.receivedAt}` : "first"}
            autoFocus={received !== null}
            id="receive-label"
            name="label"
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            aria-invalid={error ? true : undefined}
            aria-describedby={`receive-hint${error ? " receive-error" : ""}`}
            className="mt-1 block h-10 w-full rounded-lg border border-slate-300 px-2 font-mono uppercase aria-invalid:border-red-700"
          />
        </div>
        <button type="submit" className="h-10 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white">
          {t("samples.receive.send")}
        </button>
        <p id="receive-hint" className="w-full text-sm text-slate-700">
          {t("samples.receive.hint")}
        </p>
        {error && (
          <p id="receive-error" role="alert" className="w-full text-sm font-semibold text-red-800">
            {error}
          </p>
        )}
        {received && (
          <p role="status" className="w-full text-sm font-semibold text-emerald-900">
            {t(received.isNew ? "samples.receive.done" : "samples.receive.again", {
              tube,
              name: received.personName,
              reference: received.reference,
              label: received.label,
              time: timeOfArrival(received.receivedAt),
            })}
          </p>
        )}
      </Form>
    </section>
  );
}
