/** `https://wa.me/<number>?text=<message>`, the link WhatsApp opens on phones and desktops. */
export function whatsappLink(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

/**
 * `https://wa.me/?text=<message>`: no number, so WhatsApp asks the person which of their own
 * chats gets it (a patient keeps a private link this way without sending it to anyone).
 */
export function whatsappShareLink(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/** A tel: link keeps only the digits and a leading +. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
