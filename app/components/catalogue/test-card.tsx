import { Link } from "react-router";
import { Price } from "../ui/price.tsx";
import { ClockIcon } from "../ui/icons.tsx";
import type { TestCardData } from "../../lib/test-card-data.ts";

/** A test in a list: name, price, report time, Book Now and Learn More (SPEC §3). */
export function TestCard({ test, headingLevel = 3 }: { test: TestCardData; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as "h2" | "h3";
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <Heading className="text-base font-semibold text-slate-900">
        <Link to={`/tests/${test.slug}`} className="hover:text-brand-800">
          {test.name}
        </Link>
      </Heading>
      <p className="mt-1 line-clamp-3 text-sm text-slate-700">{test.description}</p>
      <p className="mt-2 flex items-center gap-1 text-xs text-slate-700">
        <ClockIcon className="h-4 w-4 text-brand-700" />
        Report: {test.reportTime} · {test.labType}
      </p>
      <div className="mt-auto pt-3">
        <Price price={test.price} originalPrice={test.originalPrice} />
        <div className="mt-3 flex gap-2">
          <Link
            to={`/book/${test.slug}`}
            className="flex-1 rounded-full bg-brand-700 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800"
          >
            Book Now<span className="sr-only">: {test.name}</span>
          </Link>
          <Link
            to={`/tests/${test.slug}`}
            className="flex-1 rounded-full border border-brand-700 px-3 py-2 text-center text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            Learn More<span className="sr-only"> about {test.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
