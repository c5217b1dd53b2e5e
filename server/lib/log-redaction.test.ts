import { describe, expect, it } from "vitest";
import { redactedError, withoutKeys } from "./log-redaction.ts";

const TOKEN = "q3Zt0bL9vVx2Yw8kP1mN4rS6uA7cD5eF0gH2iJ3kL4m";

describe("what the log may hold", () => {
  it.each([
    [`/bookings/manage/${TOKEN}/cancel`, "/bookings/manage/…/cancel"],
    [`/HI/Bookings/Manage/${TOKEN}/calendar.ics`, "/HI/Bookings/Manage/…/calendar.ics"],
    [`/reports/shared/${TOKEN}.data`, "/reports/shared/….data"],
    [
      `/__manifest?paths=%2Fbookings%2Fmanage%2F${TOKEN}&version=x`,
      "/__manifest?paths=%2Fbookings%2Fmanage%2F…&version=x",
    ],
    ["/api/receipts/abc123.lz9k2m.sig_-nature", "/api/receipts/…"],
    ["/api/reports/download?ticket=abc.def&x=1", "/api/reports/download?ticket=…&x=1"],
    ["/api/admin/bookings?q=9876543210", "/api/admin/bookings?q=…"],
    ["call +91 98765 43210 now", "call … now"],
    ["call 98765-43210 now", "call … now"],
  ])("cuts the key or number out of %s", (text, expected) => {
    expect(withoutKeys(text)).toBe(expected);
  });

  it.each([
    "/tests/cbc",
    "took 1764243300123 ms",
    "responseTime 0.98765432101",
    "booking LF-2026-000123",
    "pincode 201301",
  ])("leaves %s as it is", (text) => {
    expect(withoutKeys(text)).toBe(text);
  });

  it("writes an error's message, stack and cause without keys, and nothing else of it", () => {
    const cause = new Error(`read /reports/shared/${TOKEN}`);
    const error = Object.assign(new Error(`You made a POST request to "/bookings/manage/${TOKEN}/cancel"`, { cause }), {
      code: "E_NO_ACTION",
      detail: "Key (mobile)=(9876543210) already exists",
    });
    const logged = JSON.stringify(redactedError(error));
    expect(logged).not.toContain(TOKEN);
    expect(logged).not.toContain("9876543210");
    expect(redactedError(error)).toMatchObject({
      type: "Error",
      code: "E_NO_ACTION",
      message: 'You made a POST request to "/bookings/manage/…/cancel"',
    });
  });
});
