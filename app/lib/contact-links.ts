import type { Locale } from "../../domain/locale.ts";

/** SPEC §1: the general WhatsApp greeting, in each language the site speaks. */
export const GENERAL_WHATSAPP_MESSAGES: Record<Locale, string> = {
  en: "Hello, I would like to know more about your services.",
  hi: "नमस्ते, मुझे आपकी सेवाओं के बारे में और जानना है।",
};
export const GENERAL_WHATSAPP_MESSAGE = GENERAL_WHATSAPP_MESSAGES.en;

/** `https://wa.me/<number>?text=<message>`, the link WhatsApp opens on phones and desktops. */
export function whatsappLink(number: string, message: string = GENERAL_WHATSAPP_MESSAGE): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

/**
 * `https://wa.me/?text=<message>`: no number, so WhatsApp asks the person which of their own
 * chats gets it (a patient keeps a private link this way without sending it to anyone).
 */
export function whatsappShareLink(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

// The texts a patient sends the lab from a page, in the page's language, naming the test or
// package as that page does (a Hindi page's Hindi name keeps the English name beside it).
const BOOKING_TEXTS: Record<Locale, { test: (name: string) => string; package: (name: string) => string; askForTest: (query: string) => string }> = {
  en: {
    test: (name) => `Hello, I would like to book the ${name} test.`,
    package: (name) => `Hello, I would like to book the ${name} package.`,
    askForTest: (query) => `Hello, do you do the "${query}" test? I would like to know the price and book it.`,
  },
  hi: {
    // The name last: many Hindi test names already end in "टेस्ट".
    test: (name) => `नमस्ते, मुझे यह टेस्ट बुक करना है: ${name}`,
    package: (name) => `नमस्ते, मुझे यह पैकेज बुक करना है: ${name}`,
    askForTest: (query) => `नमस्ते, क्या आप "${query}" टेस्ट करते हैं? मुझे इसकी कीमत जाननी है और इसे बुक करना है।`,
  },
};

export function bookTestMessage(testName: string, locale: Locale = "en"): string {
  return BOOKING_TEXTS[locale].test(testName);
}

export function bookPackageMessage(packageName: string, locale: Locale = "en"): string {
  return BOOKING_TEXTS[locale].package(packageName);
}

/** "Do you do this test?": for a search that found nothing, naming what the patient typed. */
export function askForTestMessage(query: string, locale: Locale = "en"): string {
  return BOOKING_TEXTS[locale].askForTest(query);
}

/** A tel: link keeps only the digits and a leading +. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
