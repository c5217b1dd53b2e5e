// The booking form's sums in paise, by the one arithmetic the server books with
// (domain/basket-pricing.ts): the page shows them and the action checks the price booked.
import {
  type PersonTotals,
  personTotalsOf,
  sumBasket,
  sumVisit,
  type Totals,
  totalsOfSums,
} from "../../domain/basket-pricing.ts";
import type { City } from "../../domain/catalogue.ts";
import type { BasketLine } from "./booking.server.ts";

/**
 * The basket's sums in a city, by the one arithmetic the server books with (domain/basket-pricing.ts);
 * `collection` is the home-collection fee rule, or null for a lab visit.
 */
export function totalsOf(lines: BasketLine[], city: City, collection: Parameters<typeof sumBasket>[1]): Totals {
  return totalsOfSums(
    sumBasket(
      lines.map((line) => line.prices[city]),
      collection,
    ),
  );
}

/**
 * A visit's sums in a city: each person's subtotal and saving, and the visit's one fee and total,
 * by the one pricer (domain/basket-pricing.ts sumVisit).
 */
export function visitTotalsOf(
  people: BasketLine[][],
  city: City,
  collection: Parameters<typeof sumVisit>[1],
): { totals: Totals; people: PersonTotals[] } {
  const sums = sumVisit(
    people.map((lines) => lines.map((line) => line.prices[city])),
    collection,
  );
  return { totals: totalsOfSums(sums), people: sums.people.map(personTotalsOf) };
}
