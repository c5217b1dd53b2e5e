import { describe, expect, it } from "vitest";
import { mentionsAnyone } from "./personal-mentions.ts";

const MOBILE = "9876543210";

describe("free text that names a person of the visit", () => {
  // [free text, the visit's names, whether it names them]
  it.each([
    // The case: a Devanagari reason for a name typed in either script.
    ["सुनीता शर्मा को वापस", ["Sunita Sharma"], true],
    ["सुनीता शर्मा को वापस", ["सुनीता शर्मा"], true],
    ["शर्मा जी ने मना किया", ["Sunita Sharma"], true],
    // A Latin spelling of a Devanagari name, and spellings of one name.
    ["Sunita ko paise wapas", ["सुनीता शर्मा"], true],
    ["Refund to Mrs. Suneeta", ["Sunita Sharma"], true],
    ["Mrs Verma asked to cancel", ["अंजलि वर्मा"], true],
    ["Srivastava family moved away", ["राहुल श्रीवास्तव"], true],
    ["Khan sahab travelling", ["इमरान ख़ान"], true],
    ["Sunita's husband called", ["Sunita Sharma"], true],
    ["SHARMA CALLED", ["Sunita Sharma"], true],
    // Any person of the visit, and a guardian's name too.
    ["Aarav ki report nahi chahiye", ["Sunita Sharma", "आरव शर्मा"], true],
    ["Guardian Rakesh refused", ["Anya Gupta", "Rakesh Gupta"], true],
    // Everyday reasons that name nobody.
    ["Patient can't come today", ["इमरान ख़ान"], false],
    ["Patient travelling, will book later", ["Sunita Sharma"], false],
    ["Paid twice by UPI", ["Sunita Sharma"], false],
    ["Double payment, returned the extra", ["Rajesh Kumar"], false],
    ["Kumari ji ka test nahi hua", ["Rajesh Kumar"], false],
    ["Collector came late", ["Lata Mehra"], false],
    ["डॉक्टर ने टेस्ट बदल दिया", ["Sunita Sharma"], false],
    ["मरीज़ शहर से बाहर हैं", ["सुनीता शर्मा"], false],
    ["Sunil will come instead", ["Sunita Sharma"], false],
    ["Amit's slot moved", ["सुमित वर्मा"], false],
    // Names under 3 letters are left out: they are too often words ("om", "jo").
    ["Om shanti, jo hua so hua", ["Om Jo"], false],
    // A name that is itself an English word matches it: the price of matching across scripts.
    ["The man at the door paid", ["मान सिंह"], true],
  ])("%j with %j: %s", (text, names, expected) => {
    expect(mentionsAnyone(text, { names })).toBe(expected);
  });

  it.each([
    [MOBILE, true],
    ["+91 98765 43210", true],
    ["098765-43210", true],
    ["Called on 98765 43210, no answer", true],
    ["९८७६५४३२१०", true],
    ["UTR 412345678901", false],
    ["Refund of 500 on 12 03", false],
    ["98765 and then 43210", false],
  ])("%j holds the mobile %s: %s", (text, expected) => {
    expect(mentionsAnyone(text, { names: [], mobile: MOBILE })).toBe(expected);
  });

  it("finds the e-mail address, in any case", () => {
    expect(mentionsAnyone("Sent to Sunita.S@Example.com", { names: [], email: "sunita.s@example.com" })).toBe(true);
  });

  it("finds nothing when the visit has no names or number left (erased)", () => {
    expect(mentionsAnyone("Sunita Sharma 9876543210", { names: [], mobile: null })).toBe(false);
  });
});
