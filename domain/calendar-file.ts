// An iCalendar file (RFC 5545) of one event, for "Add to calendar": every phone and
// desktop calendar opens it, and no calendar account or third-party link is needed.
import type { Locale } from "./locale.ts";

type CalendarEvent = {
  /** Unique and stable, so importing the file twice updates rather than duplicates. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  /** When the file was made. */
  stamp: Date;
  /**
   * The event's revision, 0 at first and one more each time it changes (a moved booking): a
   * calendar that holds the UID replaces its copy only with a greater one (RFC 5545 §3.8.7.4).
   */
  sequence: number;
  /** The language of the texts, when not English: written on them (RFC 5545 §3.2.10) so a calendar can say them rightly. */
  language?: Locale;
};

/** "20261123T010000Z": a UTC date-time as iCalendar writes it. */
const utc = (moment: Date) =>
  moment
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Text values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    if (size + charSize > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function calendarFile(event: CalendarEvent, productId = "-//Labfront//Booking//EN"): string {
  const language = event.language && event.language !== "en" ? `;LANGUAGE=${event.language}` : "";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${text(event.uid)}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY${language}:${text(event.summary)}`,
    `LOCATION:${text(event.location)}`,
    `DESCRIPTION${language}:${text(event.description)}`,
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    "TRIGGER:-PT12H",
    `DESCRIPTION${language}:${text(event.summary)}`,
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}

/** What the booking's event says: its title, and the lines under it (the fasting advice already in `locale`). */
type BookingEventFacts = {
  collectionType: "home" | "lab";
  people: number;
  /** The tests and packages, joined, in `locale`. */
  names: string;
  reference: string;
  labName: string;
  fasting: string[];
  /** The booking's page, in `locale`. */
  manageUrl: string;
  phone: string;
};

/** A booking's event title (SUMMARY) and description (DESCRIPTION) in the booking's language. */
export function bookingEventTexts(
  b: BookingEventFacts,
  locale: Locale = "en",
): { summary: string; description: string } {
  if (locale === "hi") {
    const what = b.collectionType === "home" ? "घर से सैंपल कलेक्शन" : "लैब विज़िट";
    const forPeople = b.people > 1 ? ` (${b.people} लोगों के लिए)` : "";
    return {
      summary: `${what}${forPeople}: ${b.names} (${b.reference})`,
      description: [
        `${b.labName}, बुकिंग ${b.reference}।`,
        ...b.fasting,
        `देखें, समय बदलें या रद्द करें: ${b.manageUrl}`,
        `कोई सवाल हो तो फ़ोन करें: ${b.phone}`,
      ].join("\n"),
    };
  }
  const what = b.collectionType === "home" ? "Home sample collection" : "Lab visit";
  return {
    summary: `${what}${b.people > 1 ? ` for ${b.people} people` : ""}: ${b.names} (${b.reference})`,
    description: [
      `${b.labName}, booking ${b.reference}.`,
      ...b.fasting,
      `See, move or cancel: ${b.manageUrl}`,
      `Questions: ${b.phone}`,
    ].join("\n"),
  };
}
