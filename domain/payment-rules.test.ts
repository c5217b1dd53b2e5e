import { describe, expect, it } from "vitest";
import { balanceAfter, formatPaise, paiseOfRupeesText, paymentStateOf } from "./payment-rules.ts";

describe("rupees and paise at the desk", () => {
  it.each([
    [12345600, "₹1,23,456.00"],
    [100, "₹1.00"],
    [5, "₹0.05"],
    [0, "₹0.00"],
    [99999, "₹999.99"],
    [100000000, "₹10,00,000.00"],
    [-2000, "-₹20.00"],
  ])("writes %i paise as %s, in Indian groups, without a float", (paise, text) => {
    expect(formatPaise(paise)).toBe(text);
  });

  it("writes Rs. where the rupee sign cannot be drawn", () => {
    expect(formatPaise(149950, { symbol: "Rs. " })).toBe("Rs. 1,499.50");
  });

  it.each([
    ["1499", 149900],
    ["1,499", 149900],
    ["1499.5", 149950],
    ["1499.50", 149950],
    ["₹ 1,23,456.78", 12345678],
    ["Rs. 200", 20000],
    ["0.1", 10],
    // 0.1 + 0.2 is not 0.3 in floats; read digit by digit it is exact.
    ["0.30", 30],
    ["1,234,567.89", 123456789],
  ])("reads %j as %i paise exactly", (text, paise) => {
    expect(paiseOfRupeesText(text)).toBe(paise);
  });

  it.each(["", "abc", "12.345", "1e3", "-5", "1,4999", "0x10", "1 499"])("does not read %j as an amount", (text) => {
    expect(paiseOfRupeesText(text)).toBeNull();
  });

  it("says where a visit's account stands", () => {
    expect(paymentStateOf(50000, 0)).toBe("unpaid");
    expect(paymentStateOf(50000, 100)).toBe("part-paid");
    expect(paymentStateOf(50000, 50000)).toBe("paid");
    expect(paymentStateOf(50000, 50001)).toBe("overpaid");
    expect(paymentStateOf(0, 0)).toBe("nothing-due");
    expect(paymentStateOf(0, 100)).toBe("overpaid");
  });
});

describe("the balance an entry leaves (said at the desk before it is saved)", () => {
  it("is underpaid, overpaid or settled by the entry's amount", () => {
    // ₹100 is due: a payment of ₹60 leaves ₹40 due, of ₹150 ₹50 overpaid, of ₹100 nothing.
    expect(balanceAfter(10000, 6000)).toEqual({ balancePaise: 4000, state: "underpaid" });
    expect(balanceAfter(10000, 15000)).toEqual({ balancePaise: -5000, state: "overpaid" });
    expect(balanceAfter(10000, 10000)).toEqual({ balancePaise: 0, state: "settled" });
    // ₹100 overpaid (a test removed): a refund of ₹100 settles it, of ₹200 leaves ₹100 underpaid.
    expect(balanceAfter(-10000, -10000)).toEqual({ balancePaise: 0, state: "settled" });
    expect(balanceAfter(-10000, -20000)).toEqual({ balancePaise: 10000, state: "underpaid" });
    expect(balanceAfter(-10000, -5000)).toEqual({ balancePaise: -5000, state: "overpaid" });
  });
});
