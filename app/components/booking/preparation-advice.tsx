import { fastingHeadline, PREPARATION_HEADING, type Preparation } from "../../../domain/preparation.ts";
import { useLocale } from "../../i18n/use-t.ts";

/**
 * How to prepare for the tests in the basket: the fast it demands first, then each test's own
 * words, each test named once, in the page's language (the words live with the rules, so a page
 * that loads no booking messages, a package's, can show this too).
 */
export function PreparationAdvice({ preparation }: { preparation: Preparation }) {
  const locale = useLocale();
  const { instructions } = preparation;
  if (instructions.length === 0) return null;
  return (
    <section aria-labelledby="preparation-heading" className="rounded-xl border border-slate-300 p-4">
      <h2 id="preparation-heading" className="text-lg font-semibold">
        {PREPARATION_HEADING[locale]}
      </h2>
      {fastingHeadline(preparation, locale).map(({ text, isRequired }) => (
        <p key={text} className={isRequired ? "mt-1 font-medium text-amber-950" : "mt-1"}>
          {text}
        </p>
      ))}
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
        {instructions.map(({ names, text }) => (
          <li key={text}>
            <span className="font-medium">{names.join(", ")}:</span> {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
