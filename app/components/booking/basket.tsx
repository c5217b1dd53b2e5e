import { useContext } from "react";
import { Link } from "react-router";
import type { Totals } from "../../../domain/basket-pricing.ts";
import type { City } from "../../../domain/catalogue.ts";
import { formatPaiseAsPrice, formatRupees } from "../../../domain/pricing.ts";
import type { SearchResult } from "../../../domain/search.ts";
import { type Basket, bookingUrl, withItem, withoutItem } from "../../lib/booking-form.ts";
import type { BasketLine } from "../../lib/booking.server.ts";
import { testQuestionMessage } from "../../../domain/whatsapp-messages.ts";
import { TranslatedText } from "../../i18n/translated.tsx";
import { useLocalePath, useT } from "../../i18n/use-t.ts";
import { DiscountBadgesContext } from "../ui/price.tsx";

/**
 * A test's or package's name in the page's language; one with no Hindi name yet shows its
 * English, marked as English so a screen reader says it as such.
 */
export function ItemName({ name, isEnglish }: { name: string; isEnglish: boolean }) {
  return <TranslatedText text={{ value: name, lang: isEnglish ? "en" : undefined }} />;
}

/**
 * A change of the basket: a submit button of the booking form (`formId`) posting everything
 * typed to the new basket's address, so the people, the address and the ticks come back with
 * it, with JavaScript or without (issue 32). Personal data stays in the body, never the address.
 */
function BasketButton({
  formId,
  to,
  className,
  children,
}: {
  formId: string;
  to: Basket;
  className: string;
  children: React.ReactNode;
}) {
  const localePath = useLocalePath();
  return (
    <button
      type="submit"
      form={formId}
      name="intent"
      value="basket"
      formAction={`${localePath(bookingUrl(to))}#basket-heading`}
      formNoValidate
      className={className}
    >
      {children}
    </button>
  );
}

/** What is being booked, each with its price in `city` and a way to remove it. */
export function BasketList({
  lines,
  basket,
  city,
  formId,
}: {
  lines: BasketLine[];
  basket: Basket;
  city: City;
  formId: string;
}) {
  const showsDiscounts = useContext(DiscountBadgesContext);
  const t = useT();
  const localePath = useLocalePath();
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-300 bg-white">
      {lines.map((line) => {
        const { pricePaise, mrpPaise } = line.prices[city];
        return (
          <li key={`${line.kind}:${line.id}`} className="flex items-start justify-between gap-3 p-3">
            <div>
              <Link
                to={localePath(line.link)}
                className="font-medium text-slate-900 underline decoration-slate-400 underline-offset-2"
              >
                <ItemName name={line.name} isEnglish={line.isEnglishName} />
              </Link>
              <p className="text-sm text-slate-700">
                {t(line.kind === "package" ? "booking.basket.kindPackage" : "booking.basket.kindTest")}
              </p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <p>
                <span className="font-semibold">{formatPaiseAsPrice(pricePaise)}</span>
                {showsDiscounts && mrpPaise > pricePaise && (
                  <s className="ml-2 text-sm text-slate-600">
                    <span className="sr-only">{t("booking.basket.regularPrice")} </span>
                    {formatPaiseAsPrice(mrpPaise)}
                  </s>
                )}
              </p>
              <BasketButton
                formId={formId}
                to={withoutItem(basket, line.kind, line.id)}
                className="inline-flex min-h-8 items-center text-sm font-medium text-red-800 underline"
              >
                {t.rich(
                  "booking.basket.remove",
                  {
                    name: (children, key) => (
                      <span key={key} className="sr-only">
                        {children}
                      </span>
                    ),
                  },
                  { name: line.name },
                )}
              </BasketButton>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A search result as the form lists it: its name in the page's language. */
export type BasketSearchResult = SearchResult & { isEnglishName: boolean };

/**
 * Adding to the basket: a search of the catalogue, whose box and buttons belong to the booking
 * form (`formId`) and post it whole (`intent=search`, then `intent=basket`), so nothing typed
 * below is lost; it works without JavaScript.
 */
export function AddToBasket({
  formId,
  basket,
  query,
  results,
  askLink,
}: {
  formId: string;
  basket: Basket;
  query: string;
  results: BasketSearchResult[] | null;
  /** A WhatsApp link to the lab with this message. */
  askLink: (message: string) => string;
}) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <div>
      <div role="search" className="flex gap-2">
        <label htmlFor="basket-search" className="sr-only">
          {t("booking.search.label")}
        </label>
        <input
          id="basket-search"
          form={formId}
          type="search"
          name="q"
          defaultValue={query}
          placeholder={t("booking.search.placeholder")}
          className="min-h-11 w-full rounded-lg border border-slate-400 px-3"
        />
        <button
          type="submit"
          form={formId}
          name="intent"
          value="search"
          formAction={`${localePath(bookingUrl(basket))}#basket-search`}
          formNoValidate
          className="min-h-11 rounded-lg border border-brand-700 px-4 font-semibold text-brand-800"
        >
          {t("booking.search.submit")}
        </button>
      </div>
      {results && (
        <div className="mt-2" aria-live="polite">
          {results.length === 0 ? (
            <div className="rounded-lg bg-slate-50 p-3">
              <p className="text-slate-800">{t("booking.search.none", { query })}</p>
              <p className="mt-1 text-slate-800">
                {t.rich("booking.search.ask", {
                  link: (children, key) => (
                    <a
                      key={key}
                      href={askLink(testQuestionMessage(query, t.locale))}
                      className="font-semibold text-brand-800 underline"
                    >
                      {children}
                    </a>
                  ),
                })}
              </p>
            </div>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
              {results.map((result) => {
                const [kind, id] = [result.kind, result.id.slice(result.id.indexOf(":") + 1)];
                const isIn = (kind === "test" ? basket.tests : basket.packages).includes(id);
                return (
                  <li key={result.id} className="flex items-center justify-between gap-3 p-3">
                    <span>
                      <span className="font-medium">
                        <ItemName name={result.name} isEnglish={result.isEnglishName} />
                      </span>{" "}
                      <span className="text-sm text-slate-700">
                        {t(kind === "package" ? "booking.search.kindPackage" : "booking.search.kindTest")}
                      </span>
                    </span>
                    {isIn ? (
                      <span className="text-sm text-green-800">{t("booking.search.inBasket")}</span>
                    ) : (
                      <BasketButton
                        formId={formId}
                        to={withItem(basket, kind, id)}
                        className="inline-flex min-h-10 shrink-0 items-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white"
                      >
                        {t.rich(
                          "booking.search.add",
                          {
                            name: (children, key) => (
                              <span key={key} className="sr-only">
                                {children}
                              </span>
                            ),
                          },
                          { name: result.name },
                        )}
                      </BasketButton>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * The sums, the collection fee included: on the form before a slot is chosen (with when the
 * fee is waived) and on the booking afterwards, the same table.
 */
export function TotalsTable({
  totals,
  collectionType,
  freeAbove = null,
  totalLabel,
  note,
}: {
  totals: Totals;
  collectionType: "home" | "lab";
  /** Shown beside the fee on the form: collection is free above this order value. */
  freeAbove?: number | null;
  /** "Total to pay" unless said. */
  totalLabel?: string;
  /** Under the total on the form ("You pay at the collection…" unless said); null for none. */
  note?: string | null;
}) {
  const t = useT();
  const { feePaise } = totals;
  const isForm = note !== null;
  const noteShown = note === undefined ? t("booking.totals.note") : note;
  const showsDiscounts = useContext(DiscountBadgesContext);
  return (
    <dl className="space-y-1 rounded-xl bg-slate-50 p-4">
      <div className="flex justify-between">
        <dt>{t("booking.totals.items")}</dt>
        <dd>{formatPaiseAsPrice(totals.subtotalPaise)}</dd>
      </div>
      {showsDiscounts && totals.savingPaise > 0 && (
        <div className="flex justify-between text-green-800">
          <dt>{t("booking.totals.saving")}</dt>
          <dd>{formatPaiseAsPrice(totals.savingPaise)}</dd>
        </div>
      )}
      <div className="flex justify-between">
        <dt>
          {t(collectionType === "lab" ? "booking.totals.labVisit" : "booking.totals.homeCollection")}
          {isForm && collectionType === "home" && feePaise > 0 && (
            <span className="block text-sm text-slate-700">
              {t("booking.totals.feeHint", {
                hasFreeAbove: freeAbove !== null ? "yes" : "no",
                amount: freeAbove !== null ? formatRupees(freeAbove) : "",
              })}
            </span>
          )}
        </dt>
        <dd>{feePaise === 0 ? t("booking.totals.free") : formatPaiseAsPrice(feePaise)}</dd>
      </div>
      <div className="flex justify-between border-t border-slate-300 pt-2 text-lg font-bold">
        <dt>{totalLabel ?? t("booking.totals.total")}</dt>
        <dd>{formatPaiseAsPrice(totals.totalPaise)}</dd>
      </div>
      {noteShown && (
        <div className="text-sm text-slate-700">
          <dt className="sr-only">{t("booking.totals.payment")}</dt>
          <dd>{noteShown}</dd>
        </div>
      )}
    </dl>
  );
}
