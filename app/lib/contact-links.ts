/** SPEC §1: the general WhatsApp greeting. */
export const GENERAL_WHATSAPP_MESSAGE = "Hello, I would like to know more about your services.";

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

export function bookTestMessage(testName: string): string {
  return `Hello, I would like to book the ${testName} test.`;
}

export function bookPackageMessage(packageName: string): string {
  return `Hello, I would like to book the ${packageName} package.`;
}

/** A tel: link keeps only the digits and a leading +. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
