// A page's messages travel to the browser as one JSON text: React Router's turbo-stream decodes
// loader data value by value in the browser, and an object of messages was a value per key and
// per text (a third of the booking form's 1,090; docs/decisions/2026-11-28-booking-form-hydration.md).
import { describe, expect, it } from "vitest";
import { bookingPageMessages, notFoundIn } from "../lib/booking-errors.server.ts";
import { answerMessages, myReportsMessages, reportPageMessages } from "../lib/report-messages.server.ts";
import { loader as publicLayoutLoader } from "../routes/public-layout.tsx";
import { messagesFor, messageTextsFor } from "./messages.server.ts";
import { readMessages } from "./sent-messages.ts";

describe("the messages a page sends", () => {
  it("are one string, which the browser reads back as the page's texts", () => {
    const sent = messagesFor("hi", "common", "booking");
    expect(typeof sent).toBe("string");
    expect(readMessages(sent)).toEqual(messageTextsFor("hi", "common", "booking"));
    expect(readMessages(sent)["booking.form.book"]).toBe("अभी बुक करें");
  });

  it("are one string from a loader, a thrown answer and an action alike", () => {
    const url = new URL("http://localhost/hi/book/cbc");
    const sentEveryWay = {
      "the public layout's loader": publicLayoutLoader({ url } as never).messages,
      "the booking pages' loaders": bookingPageMessages("en"),
      "a booking page's 404": (notFoundIn("en").data as { messages: unknown }).messages,
      "My Reports' loader": myReportsMessages("en"),
      "My Reports' answers": answerMessages("hi"),
      "a share link's page": reportPageMessages("en", "shared"),
    };
    for (const [way, sent] of Object.entries(sentEveryWay)) expect(typeof sent, way).toBe("string");
  });
});
