import { type PersonTubes, type TubeCount, tubeCountsText } from "../../../domain/collection-tubes.ts";
import { CONTAINERS, containerName, deliverWithinWords, HANDLING_WORDS } from "../../../domain/sample-containers.ts";
import { useT } from "../../i18n/use-t.ts";

// Staff's own (the lab's day, the desk's booking page, the collector's phone), so under admin/:
// the list's words come from domain modules that bring zod, which the public pages' shared
// "site" chunk must not (vite.config.ts).

/** The cap's colour, beside the container's words (which say it too, for anyone who cannot see it). */
function Swatch({ colour }: { colour: string }) {
  return (
    <span
      aria-hidden="true"
      className="mt-1 inline-block h-3 w-3 shrink-0 rounded-full ring-1 ring-slate-400"
      style={{ backgroundColor: colour }}
    />
  );
}

/**
 * One person's tubes to fill, in the order of draw (domain/collection-tubes.ts): each with its
 * volume, the tests it serves and how it is handled, then the tests to ask the lab about. The
 * page's loader sends the "tubes" messages.
 */
export function PersonTubeList({ tubes: { tubes, askTheLab } }: { tubes: PersonTubes }) {
  const t = useT();
  if (tubes.length === 0 && askTheLab.length === 0)
    return <p className="text-sm text-slate-700">{t("tubes.list.none")}</p>;
  return (
    <ul className="grid gap-1 text-sm">
      {tubes.map((tube, i) => {
        const handling = [
          ...tube.handling.map((h) => HANDLING_WORDS[h][t.locale]),
          ...(tube.deliverWithinHours === null ? [] : [deliverWithinWords(tube.deliverWithinHours, t.locale)]),
          ...tube.notes,
        ];
        return (
          <li key={`${tube.kind}-${i}`} className="flex gap-2">
            <Swatch colour={CONTAINERS[tube.kind].colour} />
            <span>
              <span className="font-medium text-slate-900">{containerName(tube.kind, t.locale)}</span>
              {tube.volumeMl !== null && (
                <span className="text-slate-700"> · {t("tubes.list.volume", { ml: tube.volumeMl })}</span>
              )}
              <span className="text-slate-700">
                {" "}
                {t("tubes.list.forTests", { tests: tube.tests.map((test) => test.name).join(", ") })}
              </span>
              {handling.length > 0 && <span className="block text-xs text-slate-700">{handling.join(" · ")}</span>}
            </span>
          </li>
        );
      })}
      {askTheLab.length > 0 && (
        <li className="rounded bg-amber-50 px-2 py-1 text-amber-900 ring-1 ring-amber-300">
          {t("tubes.list.askTheLab", { tests: askTheLab.map((test) => test.name).join(", ") })}
        </li>
      )}
    </ul>
  );
}

/** "2 × Serum gold (SST), 1 × EDTA lavender": what to take from the lab. */
export function TubeTotals({ totals }: { totals: readonly TubeCount[] }) {
  const t = useT();
  return (
    <p className="text-sm text-slate-900">
      <span className="font-medium">{t("tubes.list.carry")}: </span>
      {totals.length === 0 ? t("tubes.list.none") : tubeCountsText(totals, t.locale)}
    </p>
  );
}
