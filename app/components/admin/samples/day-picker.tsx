import { Form, Link } from "react-router";
import { addDays } from "../../../../domain/slots.ts";
import { useT } from "../../../i18n/use-t.ts";

const dayLink = (date: string) => `/admin/samples?date=${date}`;
const navButton =
  "rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-700";

/** The day to show: the day before or after, today, or any date (a GET form, so it works without JavaScript). */
export function DayPicker({ date, today, isDateWrong }: { date: string; today: string; isDateWrong: boolean }) {
  const t = useT();
  return (
    <div className="mt-4 flex flex-wrap items-end gap-2">
      <nav aria-label={t("samples.day.nav")} className="flex flex-wrap gap-2">
        <Link to={dayLink(addDays(date, -1))} className={navButton}>
          <span aria-hidden="true">← </span>
          {t("samples.day.previous")}
        </Link>
        <Link to={dayLink(today)} className={navButton} aria-current={date === today ? "date" : undefined}>
          {t("samples.day.today")}
        </Link>
        <Link to={dayLink(addDays(date, 1))} className={navButton}>
          {t("samples.day.next")}
          <span aria-hidden="true"> →</span>
        </Link>
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="samples-date" className="block text-sm font-medium text-slate-800">
            {t("samples.day.date")}
          </label>
          {/* Keyed by the day shown: "Next day" keeps this input mounted, and an uncontrolled input would keep its first day. */}
          <input
            key={date}
            id="samples-date"
            type="date"
            name="date"
            defaultValue={date}
            required
            aria-invalid={isDateWrong ? true : undefined}
            aria-describedby={isDateWrong ? "samples-date-error" : undefined}
            className="mt-1 block h-10 rounded-lg border border-slate-300 px-2 aria-invalid:border-red-700"
          />
        </div>
        <button type="submit" className={navButton}>
          {t("samples.day.show")}
        </button>
        {isDateWrong && (
          <p id="samples-date-error" role="alert" className="w-full text-sm text-red-800">
            {t("samples.day.notADate")}
          </p>
        )}
      </Form>
    </div>
  );
}
