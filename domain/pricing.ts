/** Discount % = round((price − offer) / price × 100), SPEC §3. */
export function discountPercent(price: number, offerPrice: number): number {
  if (price <= 0 || offerPrice >= price) return 0;
  return Math.round(((price - offerPrice) / price) * 100);
}

const wholeRupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });

/** ₹1,499 or ₹1,499.50, in the en-IN grouping (₹1,25,000) patients expect. */
export function formatRupees(amount: number): string {
  return (Number.isInteger(amount) ? wholeRupees : rupeesAndPaise).format(amount);
}

/** Money is kept in paise in the database so sums never drift. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;

type CityPriced = {
  price: number;
  originalPrice: number;
  cityPrices: Partial<Record<string, { price: number; originalPrice: number }>>;
};

/** A test's price in a city: its own city price when set, else the catalogue price. */
export function priceInCity(test: CityPriced, city: string): { price: number; originalPrice: number } {
  return test.cityPrices[city] ?? { price: test.price, originalPrice: test.originalPrice };
}
