import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../../domain/locale.ts";
import { pathIn } from "../../../domain/locale.ts";
import { createRoutesStubWithMessages } from "../../../test/stub-with-messages.tsx";
import type { BasketLine } from "../../lib/booking.server.ts";
import { BasketList, TotalsTable } from "./basket.tsx";

const price = { pricePaise: 31_900, mrpPaise: 45_000 };
const LINES: BasketLine[] = [
  {
    kind: "test",
    id: "cbc",
    name: "कम्प्लीट ब्लड काउंट (CBC)",
    isEnglishName: false,
    link: "/tests/cbc",
    prices: { Delhi: price, Noida: price, Gurgaon: price },
    preparation: [],
  },
  {
    kind: "package",
    id: "pkg1",
    name: "Full Body Checkup",
    isEnglishName: true,
    link: "/packages/pkg1",
    prices: {
      Delhi: { pricePaise: 12_999_900, mrpPaise: 12_999_900 },
      Noida: { pricePaise: 12_999_900, mrpPaise: 12_999_900 },
      Gurgaon: { pricePaise: 12_999_900, mrpPaise: 12_999_900 },
    },
    preparation: [],
  },
];
/** In paise, as the page carries them: the table shows rupees. */
const TOTALS = {
  subtotalPaise: 13_031_800,
  savingPaise: 13_100,
  feePaise: 10_000,
  discountPaise: 0,
  totalPaise: 13_041_800,
};

function renderIn(locale: Locale, children: React.ReactNode) {
  const Stub = createRoutesStubWithMessages([{ path: "*", Component: () => <>{children}</> }], {
    locale,
    namespaces: ["common", "booking"],
  });
  return render(<Stub initialEntries={[pathIn(locale, "/book")]} />);
}

describe("the basket and its sums on a Hindi page", () => {
  it("lists each line by its Hindi name, linking the Hindi page; a name with no Hindi yet is marked English", () => {
    renderIn(
      "hi",
      <BasketList lines={LINES} basket={{ tests: ["cbc"], packages: ["pkg1"] }} city="Noida" formId="booking-form" />,
    );
    expect(screen.getByRole("link", { name: "कम्प्लीट ब्लड काउंट (CBC)" }).getAttribute("href")).toBe("/hi/tests/cbc");
    expect(screen.getByRole("link", { name: "Full Body Checkup" }).querySelector("[lang]")?.getAttribute("lang")).toBe(
      "en",
    );
    expect(screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["कम्प्लीट ब्लड काउंट (CBC)", "/hi/tests/cbc"],
      ["Full Body Checkup", "/hi/packages/pkg1"],
    ]);
    // Removing posts the whole booking form to the Hindi basket's address, so nothing typed is lost.
    expect(
      screen
        .getAllByRole("button")
        .map((button) => [button.textContent, button.getAttribute("form"), button.getAttribute("formaction")]),
    ).toEqual([
      ["कम्प्लीट ब्लड काउंट (CBC) हटाएं", "booking-form", "/hi/book?packages=pkg1#basket-heading"],
      ["Full Body Checkup हटाएं", "booking-form", "/hi/book?tests=cbc#basket-heading"],
    ]);
    expect(screen.getByText("हेल्थ पैकेज")).toBeTruthy();
    expect(screen.getByText("₹1,29,999")).toBeTruthy();
  });

  it("says the sums in Hindi, rupees grouped the Indian way", () => {
    const { container } = renderIn("hi", <TotalsTable totals={TOTALS} collectionType="home" freeAbove={99999} />);
    const text = container.textContent ?? "";
    expect(text).toContain("टेस्ट और पैकेज₹1,30,318");
    expect(text).toContain("होम कलेक्शन₹99,999 से ज़्यादा के ऑर्डर पर मुफ़्त; लैब आने पर कोई फ़ीस नहीं₹100");
    expect(text).toContain("कुल रकम₹1,30,418");
    expect(text).toContain("पैसे सैंपल लेते समय या लैब में दें; अभी कुछ नहीं लिया जाएगा।");
  });

  it("says them in English on an English page, as always", () => {
    const { container } = renderIn("en", <TotalsTable totals={TOTALS} collectionType="home" freeAbove={99999} />);
    const text = container.textContent ?? "";
    expect(text).toContain("Home collectionFree on orders above ₹99,999; no fee if you visit the lab₹100");
    expect(text).toContain("Total to pay₹1,30,418");
    expect(text).toContain("You pay at the collection or the lab; nothing is charged now.");
  });
});
