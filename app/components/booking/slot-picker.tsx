import { type ChangeEvent, Fragment, type KeyboardEvent, memo, type ReactNode, useEffect, useState } from "react";
import type { Availability } from "../../../domain/booking.ts";
import { LOCALE_TAG, type Locale, MONTH_FORM } from "../../../domain/locale.ts";
import { FASTING_SLOT_BEFORE, suitsFasting } from "../../../domain/preparation.ts";
import { type Translate, useLocale, useT } from "../../i18n/use-t.ts";
import { useIsHydrating } from "../../lib/hydrate-later.tsx";
import { slotValue } from "../../lib/booking-form.ts";
import { fieldId } from "./fields.tsx";

// Calendar dates and clock times are read as UTC so they stay the day and hour they name.
// Each formatter is made on its first use, not as the module loads: ICU takes tens of
// milliseconds to build a Hindi formatter with a part of the day, and the page's first task
// (every module's evaluation) is no place for it; a booking form that hydrates without drawing
// the picker again (below) never needs them at all.
const once = <T,>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};
const DAYS: Record<Locale, () => Intl.DateTimeFormat> = {
  en: once(
    () => new Intl.DateTimeFormat(LOCALE_TAG.en, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }),
  ),
  hi: once(
    () =>
      new Intl.DateTimeFormat(LOCALE_TAG.hi, {
        weekday: "short",
        day: "numeric",
        month: MONTH_FORM.hi,
        timeZone: "UTC",
      }),
  ),
};
/** Hindi says the part of the day before the time ("सुबह 8:00"), as people say it. */
const hindiTime = once(
  () =>
    new Intl.DateTimeFormat(LOCALE_TAG.hi, { hour: "numeric", minute: "2-digit", dayPeriod: "short", timeZone: "UTC" }),
);

/** "Mon, 23 Nov" (English) or "सोम, 23 नवंबर" (Hindi, the month in full: MONTH_FORM) of "2026-11-23". */
export const dayLabel = (date: string, locale: Locale = "en") => DAYS[locale]().format(new Date(`${date}T00:00:00Z`));

const clock = (time: string) => new Date(Date.UTC(2000, 0, 1, Number(time.slice(0, 2)), Number(time.slice(3, 5))));

/** A time of day ("09:00"): "9:00" in English, as the fasting hint always said it, "सुबह 9:00" in Hindi. */
export const timeLabel = (time: string, locale: Locale = "en") =>
  locale === "hi" ? hindiTime().format(clock(time)) : time.replace(/^0/, "");

/** A window ("08:00–08:30") as the page's language says it: unchanged in English, "सुबह 8:00–8:30" in Hindi. */
export function windowLabel(window: string, locale: Locale = "en"): string {
  const match = /^(\d{2}:\d{2})–(\d{2}:\d{2})$/.exec(window);
  if (locale === "en" || !match) return window;
  return hindiTime().formatRange(clock(match[1]), clock(match[2]));
}

type Places = { placesLeft: number; isFull: boolean };
type Kind = "home" | "lab";

/**
 * The places of each kind in one window. Without `labCalendar` the calendar is of one kind
 * (the manage page's, the booking's own); with it, the booking form's home and lab places.
 */
function placesOfKinds(home: Places, lab: Places | undefined): Record<Kind, Places> {
  return { home, lab: lab ?? home };
}

/**
 * The places of `kind`, or, while the kind is not known (the booking form, which draws the same
 * HTML with JavaScript and without), both, each shown by CSS only when its collection type is checked.
 * A function, not a component: the picker draws hundreds of these, and each component costs its hydration.
 */
function byKind(places: Record<Kind, Places>, kind: Kind | null, text: (places: Places) => string): ReactNode {
  if (kind) return text(places[kind]);
  return (
    <>
      <span className="home-only">{text(places.home)}</span>
      <span className="lab-only">{text(places.lab)}</span>
    </>
  );
}

/** Enter on a radio of the picker picks it, as Space does, instead of sending the whole form. */
function pickOnEnter(event: KeyboardEvent<HTMLFieldSetElement>) {
  const target = event.target;
  if (event.key !== "Enter" || !(target instanceof HTMLInputElement) || target.type !== "radio") return;
  event.preventDefault();
  if (!target.checked && !target.disabled) target.click();
}

type SlotPickerProps = {
  calendar: Availability[];
  labCalendar?: Availability[];
  kind?: Kind | null;
  /** The slot value ("date|window") picked before, if any. */
  chosen?: string;
  /** The date to open when nothing is chosen (the nearest free slot after a refusal). */
  preferDate?: string;
  needsFasting: boolean;
  error?: string;
  legend?: string;
  /**
   * The earliest free window of each kind offered first, at the top, as a radio of the group: one
   * tap picks it. Offered, never picked for the patient: the time is theirs to choose, and a
   * window picked for them would be booked unseen.
   */
  offerEarliest?: boolean;
};

/**
 * The dates as one radio group and the chosen date's windows as another, native radios styled
 * as chips: Tab enters each group at its checked (or first) radio, the arrows move, Space or
 * Enter picks, and Enter never sends the form. Each date's windows follow its chip and CSS shows
 * only the checked date's (app.css, `.slot-days`), so it works without JavaScript and a phone
 * shows one day's windows, not a fortnight's. The date radios (`day`) are not part of the
 * booking: the slot value carries its date. Full windows stay listed, marked full.
 *
 * A browser tabs only to a group's checked radio when it has one, so choosing another date
 * drops a window still picked on the date before: it would be sent unseen, and Tab could not
 * reach the windows shown.
 *
 * Hydrated, it keeps the server's drawing (useServerDrawing): its hundreds of inputs are plain
 * HTML the browser posts, and its two listeners sit on the fieldset.
 *
 * `labCalendar` and `kind`: on the booking form home collections and lab visits have places of
 * their own; `kind` is the collection type chosen, or null before the page's script runs, when
 * each window is listed for both kinds and CSS shows the chosen kind's (app.css).
 */
export const SlotPicker = memo(function SlotPicker(props: SlotPickerProps) {
  // Whether it came to life with the page, asked once: the answer changes as its part's hydration
  // ends (a render of the part after it), which must not draw the picker again (below).
  const isHydrating = useIsHydrating();
  const [cameToLife] = useState(isHydrating);
  return <KeptOrDrawnPicker {...props} cameToLife={cameToLife} />;
});

/**
 * Kept, the picker is drawn again only when its props or the address change: each render of a
 * kept drawing has Preact compare its HTML. So the locale, not `useT`, whose words follow every
 * change of the router's state (useMatches; a route discovered by a link in view among them).
 */
const KeptOrDrawnPicker = memo(function KeptOrDrawnPicker({
  cameToLife,
  ...props
}: SlotPickerProps & { cameToLife: boolean }) {
  const locale = useLocale();
  const id = fieldId("slot");
  const serverDrawing = useServerDrawing(id, props, locale, cameToLife);
  if (serverDrawing) return <fieldset {...fieldsetProps(id, props)} dangerouslySetInnerHTML={serverDrawing} />;
  return <DrawnPicker {...props} />;
});

/** The picker drawn by the page's script: after an answer of the form, or in another language. */
function DrawnPicker(props: SlotPickerProps) {
  const t = useT();
  if (props.calendar.length === 0) {
    return <p className="rounded-lg bg-amber-50 p-3 text-amber-950">{t("booking.slots.none")}</p>;
  }
  return <fieldset {...fieldsetProps(fieldId("slot"), props)}>{pickerContent(props, t)}</fieldset>;
}

const fieldsetProps = (id: string, props: SlotPickerProps) => ({
  id,
  tabIndex: -1,
  "aria-describedby": props.error ? `${id}-error` : undefined,
  onKeyDown: pickOnEnter,
  onChange: dropWindowOfOtherDate,
});

/**
 * The slot picker's server HTML while it is hydrated, and until it is drawn again with other
 * props (an answer of the form: a refusal, a person added) or in another language; null then.
 * Preact leaves an element hydrated with `dangerouslySetInnerHTML` as the server drew it, and
 * later renders with the same HTML untouched: the fortnight's radios (4,000 elements on a
 * family's form) cost the page's coming to life nothing, and a radio picked meanwhile stays
 * picked. Once left, the server's drawing is never taken again: it would undo the picks since.
 */
function useServerDrawing(
  id: string,
  props: SlotPickerProps,
  locale: Locale,
  cameToLife: boolean,
): { __html: string } | null {
  const [kept, setKept] = useState(() => {
    const drawn = cameToLife ? document.getElementById(id) : null;
    return drawn ? { props, locale, html: serverHtmlOf(drawn) } : null;
  });
  const isKept = kept !== null && kept.locale === locale && isShallowEqual(kept.props, props);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, the first time the picker is drawn anew: see above
    if (kept && !isKept) setKept(null);
  }, [kept, isKept]);
  return isKept ? kept.html : null;
}

/**
 * The fieldset's HTML as Preact asks for it: read on its first ask, not before. Preact hydrating
 * never asks; a later render of the kept drawing (rare: the address changed, the props alike)
 * reads it once to compare it with itself. Read as the part came to life,
 * the 4,000 elements cost 8–10 ms of its task.
 */
function serverHtmlOf(fieldset: HTMLElement): { __html: string } {
  let html: string | undefined;
  return {
    get __html() {
      html ??= fieldset.innerHTML;
      return html;
    },
  };
}

const isShallowEqual = (a: object, b: object) => {
  const aEntries = Object.entries(a);
  return (
    aEntries.length === Object.keys(b).length &&
    aEntries.every(([key, value]) => Object.is(value, (b as Record<string, unknown>)[key]))
  );
};

/**
 * A date chosen (a `day` radio: one listener on the fieldset for them all): a window still
 * picked on another date is no longer the patient's choice.
 */
function dropWindowOfOtherDate(event: ChangeEvent<HTMLFieldSetElement>) {
  const dayRadio: EventTarget = event.target;
  if (!(dayRadio instanceof HTMLInputElement) || dayRadio.name !== "day") return;
  const date = dayRadio.value;
  const picked = event.currentTarget.querySelector<HTMLInputElement>('input[name="slot"]:checked');
  if (picked && !picked.value.startsWith(`${date}|`)) picked.checked = false;
  // Chromium tabs into a radio group with nothing picked at the radio of it focused last (the
  // earliest time at the top, passed on the way to the dates): the date's own windows would be
  // skipped. Its first open window focused for a moment, Tab goes there.
  if (document.activeElement !== dayRadio) return;
  const windows = dayRadio.closest("label")?.nextElementSibling;
  const first = [...(windows?.querySelectorAll<HTMLInputElement>('input[name="slot"]:not([disabled])') ?? [])].find(
    (input) => input.offsetParent !== null,
  );
  if (!first) return;
  first.focus({ preventScroll: true });
  dayRadio.focus({ preventScroll: true });
}

/** What the picker's fieldset holds: a function, not a component (its hydration is skipped, its drawing is not). */
function pickerContent(
  {
    calendar,
    labCalendar,
    kind = null,
    chosen,
    preferDate,
    needsFasting,
    error,
    legend,
    offerEarliest = false,
  }: SlotPickerProps,
  t: Translate,
): ReactNode {
  const { locale } = t;
  const placesText = (places: Places) =>
    places.isFull ? t("booking.slots.full") : t("booking.slots.placesLeft", { count: places.placesLeft });
  const freeText = (free: number, of: number) =>
    free === 0 ? t("booking.slots.full") : t("booking.slots.free", { free, total: of });
  const id = fieldId("slot");
  const shownKind: Kind | null = labCalendar ? kind : "home";
  const labPlaces = new Map(
    (labCalendar ?? []).flatMap((day) => day.slots.map((slot) => [slotValue(day.date, slot.window), slot] as const)),
  );
  const placesAt = (date: string, window: string, home: Places): Record<Kind, Places> =>
    placesOfKinds(home, labCalendar ? labPlaces.get(slotValue(date, window)) : undefined);
  /** Full for the kind chosen; before the kind is known, only a window full for both is closed. */
  const isClosed = (places: Record<Kind, Places>) =>
    shownKind ? places[shownKind].isFull : places.home.isFull && places.lab.isFull;
  const openDate =
    (chosen && calendar.find((day) => chosen.startsWith(`${day.date}|`))?.date) ??
    preferDate ??
    calendar.find((day) => day.slots.some((slot) => !isClosed(placesAt(day.date, slot.window, slot))))?.date ??
    calendar[0]?.date;

  const kindsShown: Kind[] = shownKind ? [shownKind] : ["home", "lab"];
  /** The first window with a place, for each kind shown. */
  const earliest = kindsShown.flatMap((earliestKind) => {
    for (const day of calendar)
      for (const slot of day.slots)
        if (!placesAt(day.date, slot.window, slot)[earliestKind].isFull)
          return [{ kind: earliestKind, date: day.date, window: slot.window }];
    return [];
  });

  return (
    <>
      <legend className="font-medium text-slate-900">{legend ?? t("booking.slots.legend")}</legend>
      {needsFasting && (
        <p className="mt-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          {t.rich(
            "booking.slots.fasting",
            { b: (children, key) => <strong key={key}>{children}</strong> },
            { time: timeLabel(FASTING_SLOT_BEFORE, locale) },
          )}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {offerEarliest && earliest.length > 0 && (
        <ul className="mt-2 space-y-2">
          {earliest.map(({ kind: earliestKind, date, window }) => (
            <li key={earliestKind} className={kindsShown.length > 1 ? `${earliestKind}-only` : undefined}>
              <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-brand-700 px-3 py-2 has-checked:bg-brand-50">
                <input type="radio" name="slot" value={slotValue(date, window)} className="size-5 accent-brand-700" />
                <span className="flex flex-col">
                  <span className="text-sm text-slate-700">{t("booking.slots.earliest")}</span>
                  <span className="font-semibold">
                    {dayLabel(date, locale)}, {windowLabel(window, locale)}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className="slot-days mt-2 flex flex-wrap gap-2">
        {calendar.map((day) => {
          const windows = day.slots.map((slot) => ({ slot, places: placesAt(day.date, slot.window, slot) }));
          const freeOf = (kind: Kind) => windows.filter(({ places }) => !places[kind].isFull).length;
          const free: Record<Kind, Places> = {
            home: { placesLeft: freeOf("home"), isFull: freeOf("home") === 0 },
            lab: { placesLeft: freeOf("lab"), isFull: freeOf("lab") === 0 },
          };
          const isDayFull = shownKind ? free[shownKind].isFull : free.home.isFull && free.lab.isFull;
          return (
            <Fragment key={day.date}>
              <label className="relative flex min-h-12 min-w-28 cursor-pointer flex-col justify-center rounded-lg border border-slate-300 px-3 py-1.5 has-checked:border-brand-700 has-checked:bg-brand-50">
                <input
                  type="radio"
                  name="day"
                  value={day.date}
                  defaultChecked={day.date === openDate}
                  className="sr-only"
                />
                <span className="font-medium">{dayLabel(day.date, locale)}</span>
                <span className={`text-sm ${isDayFull ? "text-slate-600" : "text-green-800"}`}>
                  {byKind(free, shownKind, (places) => freeText(places.placesLeft, day.slots.length))}
                </span>
              </label>
              <div
                role="radiogroup"
                aria-label={t("booking.slots.timeOn", { day: dayLabel(day.date, locale) })}
                className="slot-day-windows order-1 basis-full"
              >
                <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                  {windows.flatMap(({ slot, places }) => {
                    // Before the kind is known, a window open (or full) for both kinds is listed once,
                    // saying each kind's places (CSS shows the chosen kind's); a window full for one kind
                    // only is listed once per kind, each copy shown by CSS with its collection type and
                    // closed for the kind that is full, so a patient without JavaScript cannot pick a
                    // window the chosen kind has no place in. Listing every window twice made the
                    // picker half the page's HTML (docs/decisions/2026-11-28-booking-form-hydration.md).
                    const isAlike = kindsShown.length > 1 && places.home.isFull === places.lab.isFull;
                    const kinds: (Kind | null)[] = isAlike ? [null] : kindsShown;
                    return kinds.map((kindShown) => {
                      const value = slotValue(day.date, slot.window);
                      const { isFull } = places[kindShown ?? "home"];
                      const onlyFor = kindShown && kinds.length > 1 ? `${kindShown}-only` : "";
                      return (
                        <li key={`${slot.window}${onlyFor}`} className={onlyFor || undefined}>
                          <label className={isFull ? "slot-window-full" : "slot-window"}>
                            <input
                              type="radio"
                              name="slot"
                              value={value}
                              disabled={isFull}
                              defaultChecked={value === chosen}
                              className="size-5 accent-brand-700"
                            />
                            <span className="flex flex-col">
                              <span className="font-medium">
                                {windowLabel(slot.window, locale)}
                                <span className="sr-only">{`, ${dayLabel(day.date, locale)}`}</span>
                              </span>
                              <span className="text-sm">
                                {byKind(places, kindShown, placesText)}
                                {needsFasting && !isFull && suitsFasting(slot.window) && (
                                  <span className="text-green-800"> · {t("booking.slots.goodForFasting")}</span>
                                )}
                              </span>
                            </span>
                          </label>
                        </li>
                      );
                    });
                  })}
                </ul>
              </div>
            </Fragment>
          );
        })}
      </div>
    </>
  );
}
