import { Form } from "react-router";
import { useT } from "../../i18n/use-t.ts";

/** The patient who asked for updates on WhatsApp stops them here. */
export function StopUpdates({ busy }: { busy: boolean }) {
  const t = useT();
  return (
    <section aria-labelledby="updates-heading" className="space-y-2">
      <h2 id="updates-heading" className="text-lg font-semibold">
        {t("booking.manage.updates")}
      </h2>
      <p className="text-slate-800">{t("booking.manage.updatesText")}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="stop-updates" />
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded-full border-2 border-slate-500 px-5 font-semibold text-slate-900 disabled:opacity-70"
        >
          {t("booking.manage.updatesStop")}
        </button>
      </Form>
    </section>
  );
}
