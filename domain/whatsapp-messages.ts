// The WhatsApp texts the site prepares about a booking, in one place so they read alike: the
// page that opens a chat with the lab, the patient's own chat, and the report and receipt staff send. Each
// greets as SPEC §1's texts do ("Hello, …"), names the lab (from Settings) and the booking's
// reference, which is how staff find a booking; none carries a patient's name, and a message
// to the lab never carries the manage link (docs/decisions/2026-11-24-whatsapp-to-the-lab.md,
// docs/decisions/2026-11-25-booking-found-again.md). A message travels in a wa.me address,
// which the browser keeps in its history.
//
// Each text is in the language of the page that prepares it, or, for those staff send later,
// of the booking (a booking made on a Hindi page is Hindi): English unless said. The Hindi
// greets with "नमस्ते" and keeps the reference, the lab's name and the links exactly as the
// English has them.
import type { Locale } from "./locale.ts";

/** SPEC §1: the general greeting of every 'WhatsApp' button without a subject of its own. */
export function generalMessage(locale: Locale = "en"): string {
  if (locale === "hi") return "नमस्ते, मुझे आपकी सेवाओं के बारे में और जानना है।";
  return "Hello, I would like to know more about your services.";
}

/** A test page's 'Chat', naming the test as the page does. The Hindi puts the name last: many Hindi test names already end in "टेस्ट". */
export function bookTestMessage(testName: string, locale: Locale = "en"): string {
  if (locale === "hi") return `नमस्ते, मुझे यह टेस्ट बुक करना है: ${testName}`;
  return `Hello, I would like to book the ${testName} test.`;
}

/** A package page's 'Chat', naming the package as the page does. */
export function bookPackageMessage(packageName: string, locale: Locale = "en"): string {
  if (locale === "hi") return `नमस्ते, मुझे यह पैकेज बुक करना है: ${packageName}`;
  return `Hello, I would like to book the ${packageName} package.`;
}

/** "Do you do this test?": for a search of the tests page that found nothing, naming what the patient typed. */
export function askForTestMessage(query: string, locale: Locale = "en"): string {
  if (locale === "hi") return `नमस्ते, क्या आप "${query}" टेस्ट करते हैं? मुझे इसकी कीमत जाननी है और इसे बुक करना है।`;
  return `Hello, do you do the "${query}" test? I would like to know the price and book it.`;
}

/** Where the sample is taken, as the details to the lab say it. */
export function placeInMessage(collectionType: "home" | "lab", pincode: string | null, locale: Locale = "en"): string {
  if (locale === "hi") return collectionType === "home" ? `होम कलेक्शन, पिनकोड ${pincode}` : "लैब विज़िट";
  return collectionType === "home" ? `home collection, pincode ${pincode}` : "lab visit";
}

/**
 * The manage page's 'Send the details to us on WhatsApp', to the lab's number. `booked` is the
 * tests and packages; a family's message counts its people and never names them.
 */
export function bookingDetailsMessage(
  labName: string,
  b: { reference: string; booked: string; people: number; when: string; place: string },
  locale: Locale = "en",
): string {
  if (locale === "hi") {
    const forPeople = b.people > 1 ? `, ${b.people} लोगों के लिए` : "";
    return `नमस्ते, मैंने ${labName} में ${b.when} के लिए ${b.booked} बुक किया है${forPeople} (${b.place})। बुकिंग नंबर ${b.reference}।`;
  }
  const forPeople = b.people > 1 ? ` for ${b.people} people` : "";
  return `Hello, I booked ${b.booked}${forPeople} with ${labName} for ${b.when} (${b.place}). Reference ${b.reference}.`;
}

/** 'Keep this link in your WhatsApp': to a chat of the patient's own choosing, the one message that holds the link. */
export function keepLinkMessage(
  labName: string,
  b: { reference: string; when: string; url: string },
  locale: Locale = "en",
): string {
  if (locale === "hi")
    return `${labName} में मेरी बुकिंग ${b.reference} (${b.when})। इसे देखने, समय बदलने या रद्द करने के लिए: ${b.url}`;
  return `My ${labName} booking ${b.reference} (${b.when}). See, move or cancel it: ${b.url}`;
}

/**
 * Help when 'Manage a booking' found nothing, to the lab's number. What was typed stays out (the
 * page repeats none of it): the patient adds the reference in the chat.
 */
export function findBookingHelpMessage(labName: string, locale: Locale = "en"): string {
  if (locale === "hi") return `नमस्ते, ${labName} में अपनी बुकिंग खोजने में मुझे मदद चाहिए। मेरा बुकिंग नंबर है: `;
  return `Hello, I need help finding my booking with ${labName}. My booking reference is: `;
}

/** Help with a report from My Reports, to the lab's number; the patient adds the reference. */
export function reportHelpMessage(labName: string, locale: Locale = "en"): string {
  if (locale === "hi") return `नमस्ते, मुझे ${labName} से अपनी लैब रिपोर्ट चाहिए। मेरा बुकिंग नंबर है: `;
  return `Hello, I would like to get my lab report from ${labName}. My booking reference is: `;
}

/** The report staff send to the patient's number ('Send on WhatsApp'), with its share link and the date it stops. */
export function reportReadyMessage(
  labName: string,
  r: { reference: string; until: string; url: string },
  locale: Locale = "en",
): string {
  if (locale === "hi")
    return `नमस्ते, बुकिंग ${r.reference} की आपकी लैब रिपोर्ट ${labName} से तैयार है। इसे यहां खोलें या डाउनलोड करें (यह लिंक ${r.until} तक चलेगा): ${r.url}`;
  return `Hello, your lab report from ${labName} for booking ${r.reference} is ready. Open or download it here (the link works until ${r.until}): ${r.url}`;
}

/** The receipt staff send to the patient's number ('Send receipt on WhatsApp'), with its link and the date it stops. */
export function receiptMessage(
  labName: string,
  r: { reference: string; until: string; url: string },
  locale: Locale = "en",
): string {
  if (locale === "hi")
    return `नमस्ते, बुकिंग ${r.reference} के भुगतान की आपकी रसीद ${labName} से। इसे यहां डाउनलोड करें (यह लिंक ${r.until} तक चलेगा): ${r.url}`;
  return `Hello, your payment receipt from ${labName} for booking ${r.reference}. Download it here (the link works until ${r.until}): ${r.url}`;
}

/** The booking form's 'Ask us on WhatsApp' about a pincode we do not list, to the lab's number. */
export function pincodeQuestionMessage(pincode: string, locale: Locale = "en"): string {
  if (locale === "hi") return `नमस्ते, क्या आप पिनकोड ${pincode} पर सैंपल लेने आते हैं?`;
  return `Hello, do you collect samples at pincode ${pincode}?`;
}

/** The booking form's 'ask us on WhatsApp' about a test its search did not find, to the lab's number. */
export function testQuestionMessage(query: string, locale: Locale = "en"): string {
  if (locale === "hi") return `नमस्ते, क्या आप ${query} टेस्ट करते हैं? मुझे यह बुक करना है।`;
  return `Hello, do you do the ${query} test? I would like to book it.`;
}

// The messages the lab sends itself (issue 36, domain/outbox.ts): each is an approved WhatsApp
// template and a registered DLT SMS template, so the variables are whole values the template
// leaves gaps for; none names the patient. `when` is the slot as the booking's language says it.

/** Sent when a booking is made by a patient who agreed to updates: its manage link. */
export function bookingConfirmedMessage(
  labName: string,
  b: { reference: string; when: string; url: string },
  locale: Locale = "en",
): string {
  if (locale === "hi")
    return `नमस्ते, ${labName} में आपकी बुकिंग ${b.reference} (${b.when}) हो गई है। इसे देखने, समय बदलने या रद्द करने के लिए: ${b.url}`;
  return `Hello, your booking ${b.reference} with ${labName} for ${b.when} is confirmed. See, move or cancel it: ${b.url}`;
}

/** Sent when a booking moves to another slot. */
export function bookingMovedMessage(
  labName: string,
  b: { reference: string; when: string },
  locale: Locale = "en",
): string {
  if (locale === "hi") return `नमस्ते, ${labName} में आपकी बुकिंग ${b.reference} का समय बदल गया है। नया समय: ${b.when}।`;
  return `Hello, your booking ${b.reference} with ${labName} has moved. New time: ${b.when}.`;
}

/** Sent when a booking is cancelled, by the patient or the lab. */
export function bookingCancelledMessage(labName: string, b: { reference: string }, locale: Locale = "en"): string {
  if (locale === "hi") return `नमस्ते, ${labName} में आपकी बुकिंग ${b.reference} रद्द हो गई है।`;
  return `Hello, your booking ${b.reference} with ${labName} is cancelled.`;
}

/** The evening before: the time, and what to do before (fasting or not), in the booking's language. */
export function reminderMessage(
  labName: string,
  b: { reference: string; when: string; preparation: string },
  locale: Locale = "en",
): string {
  if (locale === "hi")
    return `नमस्ते, याद दिला दें: ${labName} में आपकी बुकिंग ${b.reference} कल ${b.when} है। ${b.preparation}`;
  return `Hello, a reminder: your booking ${b.reference} with ${labName} is tomorrow, ${b.when}. ${b.preparation}`;
}

/** Sent when the person collecting the sample sets out. */
export function onMyWayMessage(labName: string, b: { reference: string }, locale: Locale = "en"): string {
  if (locale === "hi") return `नमस्ते, ${labName} से सैंपल लेने वाले आपके पास आ रहे हैं (बुकिंग ${b.reference})।`;
  return `Hello, the ${labName} sample collector is on the way to you (booking ${b.reference}).`;
}

/** Sent once the sample is taken. */
export function sampleCollectedMessage(labName: string, b: { reference: string }, locale: Locale = "en"): string {
  if (locale === "hi")
    return `नमस्ते, बुकिंग ${b.reference} का सैंपल ${labName} ने ले लिया है। रिपोर्ट तैयार होने पर हम आपको बताएंगे।`;
  return `Hello, ${labName} has collected the sample for booking ${b.reference}. We will tell you when the report is ready.`;
}

/** Sent when the lab takes money for a visit: the amount and the payment's number, no PDF (the manage page has the receipt). */
export function paymentReceivedMessage(
  labName: string,
  p: { reference: string; amount: string; number: string },
  locale: Locale = "en",
): string {
  if (locale === "hi")
    return `नमस्ते, ${labName} को ${p.amount} मिल गए हैं, बुकिंग ${p.reference} के लिए। रसीद नंबर ${p.number}।`;
  return `Hello, ${labName} has received ${p.amount} for booking ${p.reference}. Receipt number ${p.number}.`;
}

/**
 * The reminder's preparation, short enough for one SMS variable: what the strictest test of the
 * visit asks (domain/preparation.ts strictestFasting); the manage page has each test's own words.
 */
export function reminderPreparation(
  fasting: "required" | "not-required" | "if-doctor-asks" | null,
  locale: Locale = "en",
) {
  const words = {
    en: {
      required: "Please fast: nothing but water for 10-12 hours before.",
      "if-doctor-asks": "No fasting needed unless your doctor asked.",
      none: "No fasting is needed.",
    },
    hi: {
      required: "कृपया खाली पेट रहें: पहले 10-12 घंटे पानी के सिवा कुछ न लें।",
      "if-doctor-asks": "खाली पेट की ज़रूरत नहीं, जब तक डॉक्टर ने न कहा हो।",
      none: "खाली पेट रहने की ज़रूरत नहीं।",
    },
  }[locale];
  return fasting === "required" ? words.required : fasting === "if-doctor-asks" ? words["if-doctor-asks"] : words.none;
}
