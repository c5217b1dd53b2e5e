import { describe, expect, it } from "vitest";
import booking from "../i18n/messages/booking.ts";
import { readMessages, type SentMessages } from "../i18n/sent-messages.ts";
import { bookingPageMessages, notFoundIn } from "./booking-errors.server.ts";

describe("the booking pages' own words", () => {
  it("stays on the server: a page is sent its words without the answers' lines, a 404 only its own words", async () => {
    const sent = readMessages(bookingPageMessages("hi"));
    expect(sent["booking.form.book"]).toBe("अभी बुक करें");
    expect(Object.keys(sent).filter((key) => key.includes(".error."))).toEqual([]);
    const notFound = notFoundIn("hi");
    expect(notFound.init?.status).toBe(404);
    expect(readMessages((notFound.data as { messages: SentMessages }).messages)).toEqual({
      "booking.book.notFound": "यह टेस्ट नहीं मिला",
      "booking.manage.notFound": "बुकिंग नहीं मिली",
      "booking.manage.notFoundHelp": booking["manage.notFoundHelp"].hi,
    });
  });
});
