import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../../domain/locale.ts";
import { createRoutesStubWithMessages } from "../../../test/stub-with-messages.tsx";
import { DiscountBadgesContext, Price } from "./price.tsx";

/** The price block on a page in `locale`, with the messages every page has. */
function renderPrice(ui: React.ReactNode, locale: Locale = "en") {
  const Stub = createRoutesStubWithMessages([{ path: "*", Component: () => ui }], { locale, namespaces: ["common"] });
  return render(<Stub initialEntries={[locale === "hi" ? "/hi/tests" : "/tests"]} />);
}

describe("price block", () => {
  it("shows the offer price, the struck-through regular price and the rounded discount", () => {
    const { container } = renderPrice(<Price price={319} originalPrice={450} />);
    expect(container.textContent).toBe("₹319Regular price ₹45029% off");
    expect(container.querySelector("s")?.textContent).toBe("Regular price ₹450");
  });

  it("shows only the price when there is no offer", () => {
    const { container } = renderPrice(<Price price={2499} originalPrice={null} />);
    expect(container.textContent).toBe("₹2,499");
    expect(container.querySelector("s")).toBeNull();
  });

  it("shows no discount when the regular price is not above the price", () => {
    const { container } = renderPrice(<Price price={450} originalPrice={450} />);
    expect(container.textContent).toBe("₹450");
  });

  it("shows only the price while the lab's 'Show discount badges' is off", () => {
    const { container } = renderPrice(
      <DiscountBadgesContext.Provider value={false}>
        <Price price={319} originalPrice={450} />
      </DiscountBadgesContext.Provider>,
    );
    expect(container.textContent).toBe("₹319");
    expect(container.querySelector("s")).toBeNull();
  });

  it("says the regular price and the discount in Hindi on a Hindi page, rupees grouped the Indian way", () => {
    const { container } = renderPrice(<Price price={119999} originalPrice={150000} />, "hi");
    expect(container.querySelector("s")?.textContent).toBe("बिना छूट की कीमत ₹1,50,000");
    expect(container.textContent).toBe("₹1,19,999बिना छूट की कीमत ₹1,50,00020% छूट");
  });
});
