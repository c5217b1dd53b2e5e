import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DiscountBadgesContext, Price } from "./price.tsx";

describe("price block", () => {
  it("shows the offer price, the struck-through regular price and the rounded discount", () => {
    const { container } = render(<Price price={319} originalPrice={450} />);
    expect(container.textContent).toBe("₹319Regular price ₹45029% off");
    expect(container.querySelector("s")?.textContent).toBe("Regular price ₹450");
  });

  it("shows only the price when there is no offer", () => {
    const { container } = render(<Price price={2499} originalPrice={null} />);
    expect(container.textContent).toBe("₹2,499");
    expect(container.querySelector("s")).toBeNull();
  });

  it("shows no discount when the regular price is not above the price", () => {
    const { container } = render(<Price price={450} originalPrice={450} />);
    expect(container.textContent).toBe("₹450");
  });

  it("shows only the price while the lab's 'Show discount badges' is off", () => {
    const { container } = render(
      <DiscountBadgesContext.Provider value={false}>
        <Price price={319} originalPrice={450} />
      </DiscountBadgesContext.Provider>,
    );
    expect(container.textContent).toBe("₹319");
    expect(container.querySelector("s")).toBeNull();
  });
});
