// The WhatsApp texts the site prepares about a booking, in one place so they read alike: the
// page that opens a chat with the lab, the patient's own chat, and the report and receipt staff send. Each
// greets as SPEC §1's texts do ("Hello, …"), names the lab (from Settings) and the booking's
// reference, which is how staff find a booking; none carries a patient's name, and a message
// to the lab never carries the manage link (docs/decisions/2026-11-24-whatsapp-to-the-lab.md,
// docs/decisions/2026-11-25-booking-found-again.md). A message travels in a wa.me address,
// which the browser keeps in its history.

/**
 * The manage page's 'Send the details to us on WhatsApp', to the lab's number. `booked` is the
 * tests and packages; a family's message counts its people and never names them.
 */
export function bookingDetailsMessage(labName: string, b: { reference: string; booked: string; people: number; when: string; place: string }): string {
  const forPeople = b.people > 1 ? ` for ${b.people} people` : "";
  return `Hello, I booked ${b.booked}${forPeople} with ${labName} for ${b.when} (${b.place}). Reference ${b.reference}.`;
}

/** 'Keep this link in your WhatsApp': to a chat of the patient's own choosing, the one message that holds the link. */
export function keepLinkMessage(labName: string, b: { reference: string; when: string; url: string }): string {
  return `My ${labName} booking ${b.reference} (${b.when}). See, move or cancel it: ${b.url}`;
}

/**
 * Help when 'Manage a booking' found nothing, to the lab's number. What was typed stays out (the
 * page repeats none of it): the patient adds the reference in the chat.
 */
export function findBookingHelpMessage(labName: string): string {
  return `Hello, I need help finding my booking with ${labName}. My booking reference is: `;
}

/** Help with a report from My Reports, to the lab's number; the patient adds the reference. */
export function reportHelpMessage(labName: string): string {
  return `Hello, I would like to get my lab report from ${labName}. My booking reference is: `;
}

/** The report staff send to the patient's number ('Send on WhatsApp'), with its share link and the date it stops. */
export function reportReadyMessage(labName: string, r: { reference: string; until: string; url: string }): string {
  return `Hello, your lab report from ${labName} for booking ${r.reference} is ready. Open or download it here (the link works until ${r.until}): ${r.url}`;
}

/** The receipt staff send to the patient's number ('Send receipt on WhatsApp'), with its link and the date it stops. */
export function receiptMessage(labName: string, r: { reference: string; until: string; url: string }): string {
  return `Hello, your payment receipt from ${labName} for booking ${r.reference}. Download it here (the link works until ${r.until}): ${r.url}`;
}
