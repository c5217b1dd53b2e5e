// Refusals of the owner's reading of the access log (issue 34): its filters and its pages.
import { defineRefusals } from "./define.ts";

export const ACCESS_LOG_REFUSALS = defineRefusals({
  ACCESS_LOG_DAY: {
    status: 400,
    en: "That is not a day: choose one with the calendar (YYYY-MM-DD)",
    hi: "यह सही तारीख़ नहीं है: कैलेंडर से कोई दिन चुनें (YYYY-MM-DD)",
  },
  ACCESS_LOG_PAGE: {
    status: 400,
    en: "That page of the log is not one: start again from the newest",
    hi: "लॉग का यह पेज सही नहीं है: सबसे नए से फिर शुरू करें",
  },
});
