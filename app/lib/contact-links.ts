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

// Messages a patient sends the lab about a booking name the lab (the number may be a shared
// phone at the desk, or a chain's) and the reference, which is how staff find the booking; never
// the manage link (docs/decisions/2026-11-24-whatsapp-to-the-lab.md). The report message staff
// send is written the same way, on the server (reports.service.ts shareByAdmin).

/** The manage page's 'Send the details to us on WhatsApp'. */
export function bookingDetailsMessage(labName: string, b: { reference: string; names: string; when: string; place: string }): string {
  return `Hello ${labName}, I booked ${b.names} for ${b.when} (${b.place}). Reference ${b.reference}.`;
}

/**
 * Help when 'Manage a booking' found nothing. What was typed stays out: the page repeats none
 * of it, and a wa.me address sits in the browser's history.
 */
export function bookingHelpMessage(labName: string): string {
  return `Hello ${labName}, I need help finding my booking. My booking reference is: `;
}

/** Help with a report, from My Reports (before or after a lookup; what was typed stays out, as above). */
export function reportHelpMessage(labName: string): string {
  return `Hello ${labName}, I would like to get my lab report. My booking reference is: `;
}

/** A tel: link keeps only the digits and a leading +. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
