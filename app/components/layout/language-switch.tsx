import { Form, useLocation } from "react-router";
import { LOCALE_TAG, pathIn } from "../../../domain/locale.ts";
import { useT } from "../../i18n/use-t.ts";

/**
 * "हिन्दी" on English pages, "English" on Hindi ones, each written in its own language: leads
 * to the same page in the other language and remembers the choice for the next visit
 * (routes/set-language.ts). Without JavaScript the form posts as it is.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const other = t.locale === "hi" ? "en" : "hi";
  return (
    <Form method="post" action="/set-language" className={className}>
      <input type="hidden" name="language" value={other} />
      <input type="hidden" name="redirectTo" value={pathIn(other, pathname) + search} />
      <button
        type="submit"
        lang={LOCALE_TAG[other]}
        aria-label={t("common.language.switchLabel")}
        className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-slate-800 hover:border-brand-700"
      >
        {t("common.language.switchTo")}
      </button>
    </Form>
  );
}
