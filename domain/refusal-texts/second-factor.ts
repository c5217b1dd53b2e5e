// Refusals of staff passwords and of the second factor (server/api/auth/passwords.ts,
// the account page /admin/account). PASSWORD_TOO_SHORT stays in staff.ts, where it was.
import { defineRefusals } from "./define.ts";

export const SECOND_FACTOR_REFUSALS = defineRefusals({
  PASSWORD_TOO_LONG: {
    status: 400,
    en: "The password must be at most {maximum, plural, one {# character} other {# characters}} long",
    hi: "पासवर्ड ज़्यादा से ज़्यादा {maximum, plural, other {# अक्षरों}} का हो सकता है",
  },
  PASSWORD_TOO_GUESSABLE: {
    status: 400,
    en: "This password is too easy to guess: it is, or is close to, a common password, word or name. Use three or four unrelated words, or a longer password.",
    hi: "यह पासवर्ड आसानी से अंदाज़ा लगाया जा सकता है: यह कोई आम पासवर्ड, शब्द या नाम है, या उससे मिलता-जुलता है। तीन-चार अलग-अलग शब्द जोड़कर लिखें, या लंबा पासवर्ड चुनें।",
  },
  PASSWORD_CURRENT_WRONG: {
    status: 400,
    en: "Your current password is not right",
    hi: "आपका मौजूदा पासवर्ड सही नहीं है",
  },
  PASSWORD_UNCHANGED: {
    status: 400,
    en: "Choose a new password different from your current one",
    hi: "मौजूदा पासवर्ड से अलग नया पासवर्ड चुनें",
  },
  SECOND_FACTOR_CODE_WRONG: {
    status: 400,
    en: "That code is not right or was already used. Type the 6-digit code your authenticator app shows now, or an unused recovery code.",
    hi: "यह कोड सही नहीं है या पहले ही इस्तेमाल हो चुका है। ऑथेंटिकेटर ऐप में अभी दिख रहा 6 अंकों का कोड लिखें, या कोई ऐसा रिकवरी कोड जो इस्तेमाल न हुआ हो।",
  },
  SECOND_FACTOR_ALREADY_ON: {
    status: 409,
    en: "Two-step sign-in is already on for your account",
    hi: "आपके अकाउंट में दो-चरण साइन इन पहले से चालू है",
  },
  SECOND_FACTOR_NOT_STARTED: {
    status: 409,
    en: "Start turning on two-step sign-in first: scan the QR code, then type a code",
    hi: "पहले दो-चरण साइन इन चालू करना शुरू करें: QR कोड स्कैन करें, फिर कोड लिखें",
  },
  SECOND_FACTOR_OFF: {
    status: 409,
    en: "Two-step sign-in is not on for your account",
    hi: "आपके अकाउंट में दो-चरण साइन इन चालू नहीं है",
  },
  SECOND_FACTOR_CODE_REQUIRED: {
    status: 400,
    en: "Type the code from your authenticator app",
    hi: "ऑथेंटिकेटर ऐप का कोड लिखें",
  },
  // The pending sign-in's token is unknown, used, or older than its minutes: only the password starts again.
  SIGN_IN_PENDING_EXPIRED: {
    status: 401,
    en: "This sign-in has expired. Sign in again with your password.",
    hi: "यह साइन इन अब मान्य नहीं है। अपने पासवर्ड से फिर से साइन इन करें।",
  },
  SECOND_FACTOR_SETUP_REQUIRED: {
    status: 403,
    en: "Your account must use two-step sign-in. Turn it on in Your account first; until then nothing else opens.",
    hi: "आपके अकाउंट के लिए दो-चरण साइन इन ज़रूरी है। पहले 'आपका अकाउंट' में इसे चालू करें; तब तक और कुछ नहीं खुलेगा।",
  },
  SECOND_FACTOR_SETTING_CHOICE: {
    status: 400,
    en: "Choose whether everyone must use two-step sign-in",
    hi: "चुनें कि क्या सबके लिए दो-चरण साइन इन ज़रूरी है",
  },
});
