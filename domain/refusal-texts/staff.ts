// Refusals of staff signing in to the back office (domain/auth.ts, server/api/auth/) and of
// requests that need a signed-in admin (server/plugins/admin-guard.ts).
import { PERMISSION_WORDS, ROLE_WORDS } from "../staff-roles.ts";
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
  ACCOUNT_DISABLED: {
    status: 403,
    en: "This account is disabled. Ask the lab's owner to turn it on again.",
    hi: "यह अकाउंट बंद कर दिया गया है। इसे फिर से चालू करने के लिए लैब के मालिक से कहें।",
  },
  // What the role lacks, in words (domain/staff-roles.ts, PERMISSIONS).
  PERMISSION_REQUIRED: {
    status: 403,
    en: `Your role (${ROLE_WORDS.en}) may not ${PERMISSION_WORDS.en}. Ask the lab's owner if you need to.`,
    hi: `आपकी भूमिका (${ROLE_WORDS.hi}) को इसकी इजाज़त नहीं है: ${PERMISSION_WORDS.hi}। ज़रूरत हो तो लैब के मालिक से कहें।`,
  },
  ROLE_CHOICE: {
    status: 400,
    en: "Choose a role: owner, front desk, lab, website content or home collector",
    hi: "भूमिका चुनें: मालिक, फ़्रंट डेस्क, लैब, वेबसाइट कंटेंट या घर से सैंपल लेने वाले",
  },
  // Staff accounts (domain/staff-accounts.ts, server/api/auth/staff-accounts.service.ts).
  USERNAME_FORMAT: {
    status: 400,
    en: "Use lowercase letters, digits, dots, hyphens or underscores, starting with a letter or digit",
    hi: "छोटे अंग्रेज़ी अक्षर, अंक, बिंदु (.), हाइफ़न (-) या अंडरस्कोर (_) लिखें; शुरुआत अक्षर या अंक से करें",
  },
  USERNAME_TAKEN: {
    status: 409,
    en: "There is already an account named {username}",
    hi: "{username} नाम का अकाउंट पहले से है",
  },
  STAFF_NAME_REQUIRED: { status: 400, en: "Name is required", hi: "नाम लिखें" },
  PASSWORD_TOO_SHORT: {
    status: 400,
    en: "The password must be at least {minimum, plural, one {# character} other {# characters}} long",
    hi: "पासवर्ड कम से कम {minimum, plural, other {# अक्षरों}} का होना चाहिए",
  },
  STAFF_ACCOUNT_NOT_FOUND: { status: 404, en: "No such staff account", hi: "ऐसा कोई स्टाफ़ अकाउंट नहीं है" },
  LAST_OWNER: {
    status: 409,
    en: "The lab needs at least one owner who can sign in: make another owner first",
    hi: "लैब में कम से कम एक मालिक होना चाहिए जो साइन इन कर सके: पहले किसी और को मालिक बनाएं",
  },
  STAFF_DISABLE_SELF: {
    status: 409,
    en: "You cannot disable your own account",
    hi: "आप अपना ही अकाउंट बंद नहीं कर सकते",
  },
  PASSWORD_LINK_INVALID: {
    status: 410,
    en: "This link has expired or was already used. Ask the lab's owner for a new one.",
    hi: "यह लिंक पुराना हो गया है या पहले ही इस्तेमाल हो चुका है। लैब के मालिक से नया लिंक माँगें।",
  },
  CROSS_ORIGIN_REFUSED: {
    status: 403,
    en: "Cross-origin requests may not change data",
    hi: "दूसरी साइट से आया अनुरोध डेटा नहीं बदल सकता",
  },
});
