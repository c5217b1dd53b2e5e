import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { packageLinePrice, sumBasket, sumVisit, testLinePrice, totalsOfSums } from "./basket-pricing.ts";

const FEE = { homeCollectionFee: 100, freeCollectionAbove: 999 };
/** A line of `price` rupees (regular price `mrp`), in paise as the pricer takes it. */
const line = (price: number, mrp = price) => ({ pricePaise: price * 100, mrpPaise: mrp * 100 });
/** A catalogue test priced in rupees, the same in every city. */
const catalogueTest = (price: number) => ({ price, originalPrice: price, cityPrices: {} });

describe("sumBasket", () => {
  it("adds prices to the paisa: 333.04 + 333.10 + 332.86 is 999.00, so the ₹100 fee applies", () => {
    const lines = [333.04, 333.1, 332.86].map((price) => testLinePrice(catalogueTest(price), "Noida"));
    expect(lines.map((l) => l.pricePaise)).toEqual([33_304, 33_310, 33_286]);
    expect(totalsOfSums(sumBasket(lines, FEE))).toEqual({
      subtotalPaise: 99_900,
      savingPaise: 0,
      feePaise: 10_000,
      discountPaise: 0,
      totalPaise: 109_900,
    });
  });

  it("charges the fee up to the free-above amount, never on a lab visit, and always without free-above", () => {
    const at = (price: number, rules: typeof FEE | { homeCollectionFee: number; freeCollectionAbove: null } | null) =>
      totalsOfSums(sumBasket([testLinePrice({ ...catalogueTest(price), originalPrice: price + 100 }, "Delhi")], rules));
    expect(at(319, FEE)).toEqual({
      subtotalPaise: 31_900,
      savingPaise: 10_000,
      feePaise: 10_000,
      discountPaise: 0,
      totalPaise: 41_900,
    });
    expect(at(999, FEE).feePaise).toBe(10_000);
    expect(at(999.01, FEE).feePaise).toBe(0);
    expect(at(319, null)).toEqual({
      subtotalPaise: 31_900,
      savingPaise: 10_000,
      feePaise: 0,
      discountPaise: 0,
      totalPaise: 31_900,
    });
    expect(at(50_000, { homeCollectionFee: 100, freeCollectionAbove: null }).feePaise).toBe(10_000);
    expect(at(10, { homeCollectionFee: 0, freeCollectionAbove: 999 }).feePaise).toBe(0);
  });

  it("prices a test in the city asked, and a package at its offer price", () => {
    const test = { price: 400, originalPrice: 500, cityPrices: { Noida: { price: 350, originalPrice: 450 } } };
    expect(testLinePrice(test, "Noida")).toEqual({ pricePaise: 35_000, mrpPaise: 45_000 });
    expect(testLinePrice(test, "Delhi")).toEqual({ pricePaise: 40_000, mrpPaise: 50_000 });
    expect(packageLinePrice({ price: 2499, discountedPrice: 1999 })).toEqual({
      pricePaise: 199_900,
      mrpPaise: 249_900,
    });
    expect(packageLinePrice({ price: 2499, discountedPrice: null })).toEqual({
      pricePaise: 249_900,
      mrpPaise: 249_900,
    });
    expect(packageLinePrice({ price: 2499.5, discountedPrice: 1999.99 })).toEqual({
      pricePaise: 199_999,
      mrpPaise: 249_950,
    });
  });

  it("equals integer paise arithmetic over any basket, fee rule and collection type", () => {
    const paise = fc.integer({ min: 0, max: 5_000_000 });
    const line = fc.tuple(paise, paise).map(([price, extra]) => ({ pricePaise: price, mrpPaise: price + extra }));
    const rules = fc.record({
      feePaise: fc.integer({ min: 0, max: 50_000 }),
      freeAbovePaise: fc.option(paise, { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 12 }),
        rules,
        fc.boolean(),
        (lines, { feePaise, freeAbovePaise }, isHome) => {
          const subtotalPaise = lines.reduce((sum, l) => sum + l.pricePaise, 0);
          const mrpPaise = lines.reduce((sum, l) => sum + l.mrpPaise, 0);
          const expectedFee = !isHome || (freeAbovePaise !== null && subtotalPaise > freeAbovePaise) ? 0 : feePaise;
          const sums = sumBasket(
            lines,
            isHome
              ? {
                  homeCollectionFee: feePaise / 100,
                  freeCollectionAbove: freeAbovePaise === null ? null : freeAbovePaise / 100,
                }
              : null,
          );
          expect(sums).toEqual({
            subtotalPaise,
            mrpPaise,
            feePaise: expectedFee,
            discountPaise: 0,
            totalPaise: subtotalPaise + expectedFee,
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it("prices a visit of several people: each person's subtotal, one fee decided on the visit's total", () => {
    const asha = [line(319, 450)];
    const father = [line(599, 899), line(199, 399)];
    const visit = sumVisit([asha, father], FEE);
    expect(visit.people).toEqual([
      { subtotalPaise: 31_900, mrpPaise: 45_000 },
      { subtotalPaise: 79_800, mrpPaise: 129_800 },
    ]);
    // 319 + 798 = 1117 is above 999: one visit, no fee, although each alone would pay one.
    expect(totalsOfSums(visit)).toEqual({
      subtotalPaise: 111_700,
      savingPaise: 63_100,
      feePaise: 0,
      discountPaise: 0,
      totalPaise: 111_700,
    });
    expect(sumBasket(asha, FEE).feePaise + sumBasket(father, FEE).feePaise).toBe(20_000);
    expect(sumVisit([asha, asha], FEE)).toMatchObject({ subtotalPaise: 63_800, feePaise: 10_000, totalPaise: 73_800 });
  });

  it("for any visit, each person's sums add up to the visit's, and one fee follows the visit's subtotal", () => {
    const paise = fc.integer({ min: 0, max: 2_000_000 });
    const line = fc.tuple(paise, paise).map(([price, extra]) => ({ pricePaise: price, mrpPaise: price + extra }));
    const person = fc.array(line, { maxLength: 8 });
    const rules = fc.record({
      feePaise: fc.integer({ min: 0, max: 50_000 }),
      freeAbovePaise: fc.option(paise, { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(person, { minLength: 1, maxLength: 10 }),
        rules,
        fc.boolean(),
        (people, { feePaise, freeAbovePaise }, isHome) => {
          const rule = isHome
            ? {
                homeCollectionFee: feePaise / 100,
                freeCollectionAbove: freeAbovePaise === null ? null : freeAbovePaise / 100,
              }
            : null;
          const visit = sumVisit(people, rule);
          const expectedPeople = people.map((lines) => ({
            subtotalPaise: lines.reduce((sum, l) => sum + l.pricePaise, 0),
            mrpPaise: lines.reduce((sum, l) => sum + l.mrpPaise, 0),
          }));
          const subtotalPaise = expectedPeople.reduce((sum, p) => sum + p.subtotalPaise, 0);
          const expectedFee = !isHome || (freeAbovePaise !== null && subtotalPaise > freeAbovePaise) ? 0 : feePaise;
          expect(visit).toEqual({
            people: expectedPeople,
            subtotalPaise,
            mrpPaise: expectedPeople.reduce((sum, p) => sum + p.mrpPaise, 0),
            feePaise: expectedFee,
            discountPaise: 0,
            totalPaise: subtotalPaise + expectedFee,
          });
          // All the lines as one basket cost the same: the people only split them.
          const { people: _each, ...asOne } = visit;
          expect(sumBasket(people.flat(), rule)).toEqual(asOne);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("the desk's discounts (issue 32)", () => {
  it("takes a discount off the total after the fee, which still follows the lines' subtotal", () => {
    const lines = [line(319, 419)];
    expect(sumVisit([lines], FEE, 5_000)).toMatchObject({
      subtotalPaise: 31_900,
      feePaise: 10_000,
      discountPaise: 5_000,
      totalPaise: 36_900,
    });
    expect(totalsOfSums(sumVisit([lines], FEE, 5_000))).toEqual({
      subtotalPaise: 31_900,
      savingPaise: 10_000,
      feePaise: 10_000,
      discountPaise: 5_000,
      totalPaise: 36_900,
    });
    // More than the visit costs: a total below 0, which the desk refuses.
    expect(sumVisit([lines], null, 40_000).totalPaise).toBe(-8_100);
  });
});
