// Refusals of staff signing in to the back office (domain/auth.ts, server/api/auth/) and of
// requests that need a signed-in admin (server/plugins/admin-guard.ts).
import { defineRefusals } from "./define.ts";

export const STAFF_REFUSALS = defineRefusals({
  USERNAME_REQUIRED: { status: 400, en: "Username is required", hi: "यूज़रनेम लिखें" },
  PASSWORD_REQUIRED: { status: 400, en: "Password is required", hi: "पासवर्ड लिखें" },
  SIGN_IN_INVALID: { status: 401, en: "Invalid username or password", hi: "यूज़रनेम या पासवर्ड सही नहीं है" },
  SIGN_IN_REQUIRED: { status: 401, en: "Please sign in to continue", hi: "आगे बढ़ने के लिए साइन इन करें" },
  // The wait in whole minutes, rounded up.
  SIGN_IN_LOCKED: {
    status: 429,
    en: "Too many failed sign-in attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
    hi: "साइन इन की बहुत सारी कोशिशें नाकाम रहीं। कृपया {minutes, plural, other {# मिनट}} बाद फिर से कोशिश करें।",
  },
  CROSS_ORIGIN_REFUSED: {
    status: 403,
    en: "Cross-origin requests may not change data",
    hi: "दूसरी साइट से आया अनुरोध डेटा नहीं बदल सकता",
  },
});
