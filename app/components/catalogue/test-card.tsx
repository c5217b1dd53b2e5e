import { Link } from "react-router";
import { langOf } from "../../i18n/localize.ts";
import { useLocalePath, useT } from "../../i18n/use-t.ts";
import { Price } from "../ui/price.tsx";
import { ClockIcon } from "../ui/icons.tsx";
import type { TestCardData } from "../../lib/test-card-data.ts";
import { FieldText } from "./field-text.tsx";

/** A test in a list: name, price, report time, Book Now and Learn More (SPEC §3). */
export function TestCard({ test, headingLevel = 3 }: { test: TestCardData; headingLevel?: 2 | 3 }) {
  const t = useT();
  const localePath = useLocalePath();
  const Heading = `h${headingLevel}` as "h2" | "h3";
  const name = (_: unknown, key: number) => <FieldText key={key} item={test} field="name" />;
  const more = (children: React.ReactNode, key: number) => (
    <span key={key} className="sr-only">
      {children}
    </span>
  );
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <Heading className="text-base font-semibold text-slate-900">
        <Link to={localePath(`/tests/${test.slug}`)} className="hover:text-brand-800">
          <FieldText item={test} field="name" />
        </Link>
      </Heading>
      <p className="mt-1 line-clamp-3 text-sm text-slate-700" lang={langOf(test, "description")}>
        {test.description}
      </p>
      <p className="mt-2 flex items-center gap-1 text-xs text-slate-700">
        <ClockIcon className="h-4 w-4 text-brand-700" />
        {/* One span, so the flex row keeps the words together as one line of text. */}
        <span>
          {t.rich("catalogue.card.report", {
            time: (_, key) => <FieldText key={key} item={test} field="reportTime" />,
            lab: (_, key) => <FieldText key={key} item={test} field="labType" />,
          })}
        </span>
      </p>
      <div className="mt-auto pt-3">
        <Price price={test.price} originalPrice={test.originalPrice} />
        <div className="mt-3 flex gap-2">
          <Link
            to={localePath(`/book/${test.slug}`)}
            className="flex-1 rounded-full bg-brand-700 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t.rich("catalogue.card.bookNow", { more, name })}
          </Link>
          <Link
            to={localePath(`/tests/${test.slug}`)}
            className="flex-1 rounded-full border border-brand-700 px-3 py-2 text-center text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t.rich("catalogue.card.learnMore", { more, name })}
          </Link>
        </div>
      </div>
    </article>
  );
}
