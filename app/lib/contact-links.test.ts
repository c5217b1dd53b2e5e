import { describe, expect, it } from "vitest";
import { askForTestMessage, bookPackageMessage, bookTestMessage, whatsappLink } from "./contact-links.ts";

describe("the WhatsApp texts a page prepares", () => {
  it("says them in English on English pages, as before", () => {
    expect(bookTestMessage("Lipid Profile")).toBe("Hello, I would like to book the Lipid Profile test.");
    expect(bookPackageMessage("Full Body Checkup")).toBe("Hello, I would like to book the Full Body Checkup package.");
    expect(askForTestMessage("AMH")).toBe('Hello, do you do the "AMH" test? I would like to know the price and book it.');
  });

  it("says them in Hindi on Hindi pages, naming the test as the page does", () => {
    expect(bookTestMessage("लिपिड प्रोफ़ाइल (Lipid Profile)", "hi")).toBe("नमस्ते, मुझे यह टेस्ट बुक करना है: लिपिड प्रोफ़ाइल (Lipid Profile)");
    expect(bookPackageMessage("फ़ुल बॉडी चेकअप (Full Body Checkup)", "hi")).toBe("नमस्ते, मुझे यह पैकेज बुक करना है: फ़ुल बॉडी चेकअप (Full Body Checkup)");
    expect(askForTestMessage("AMH", "hi")).toBe('नमस्ते, क्या आप "AMH" टेस्ट करते हैं? मुझे इसकी कीमत जाननी है और इसे बुक करना है।');
  });

  it("puts the Hindi text in the link, encoded", () => {
    const link = whatsappLink("+91 98765 43210", bookTestMessage("सीबीसी", "hi"));
    expect(link.startsWith("https://wa.me/919876543210?text=")).toBe(true);
    expect(decodeURIComponent(link.split("text=")[1])).toBe("नमस्ते, मुझे यह टेस्ट बुक करना है: सीबीसी");
  });
});
