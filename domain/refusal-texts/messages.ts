// Refusals of the messages' webhooks (issue 36): read by the providers' servers, not by people,
// but worded plainly all the same.
import { defineRefusals } from "./define.ts";

export const MESSAGE_REFUSALS = defineRefusals({
  WEBHOOK_SIGNATURE_INVALID: {
    status: 401,
    en: "The signature of this delivery report is missing or wrong",
    hi: "इस डिलीवरी रिपोर्ट का सिग्नेचर नहीं है या गलत है",
  },
  WEBHOOK_VERIFY_FAILED: {
    status: 403,
    en: "The verify token does not match",
    hi: "वेरिफ़ाई टोकन मेल नहीं खाता",
  },
  WEBHOOK_NOT_SET_UP: {
    status: 404,
    en: "Messages are not set up on this site",
    hi: "इस साइट पर मैसेज भेजना चालू नहीं है",
  },
});
