import { defineTexts } from "../texts.ts";

/**
 * Two-step sign-in (issue 34): the sign-in page's second step, the section of /admin/account
 * that turns it on and off, the reminder of the days left, and the setting that asks it of
 * everyone. Admin pages are English today, but the texts keep both languages.
 */
export default defineTexts({
  // The sign-in page's second step (/admin-login).
  "step.title": { en: "Two-step sign-in", hi: "दो-चरण साइन इन" },
  "step.appIntro": {
    en: "Type the 6-digit code your authenticator app shows for Labfront now.",
    hi: "ऑथेंटिकेटर ऐप में Labfront के लिए अभी दिख रहा 6 अंकों का कोड लिखें।",
  },
  "step.recoveryIntro": {
    en: "Type one of the recovery codes you kept when you turned on two-step sign-in. Each works once.",
    hi: "दो-चरण साइन इन चालू करते समय रखे गए रिकवरी कोड में से कोई एक लिखें। हर कोड एक ही बार चलता है।",
  },
  "step.appCode": { en: "Code from your authenticator app", hi: "ऑथेंटिकेटर ऐप का कोड" },
  "step.recoveryCode": { en: "Recovery code", hi: "रिकवरी कोड" },
  "step.useRecovery": { en: "Use a recovery code", hi: "रिकवरी कोड इस्तेमाल करें" },
  "step.useApp": { en: "Use the authenticator app", hi: "ऑथेंटिकेटर ऐप इस्तेमाल करें" },
  "step.submit": { en: "Verify and sign in", hi: "जांचें और साइन इन करें" },
  "step.submitting": { en: "Checking...", hi: "जांच हो रही है..." },
  "step.startAgain": { en: "Start again with your password", hi: "पासवर्ड से फिर से शुरू करें" },

  // The section of /admin/account.
  "section.title": { en: "Two-step sign-in", hi: "दो-चरण साइन इन" },
  "section.on": {
    en: "On: signing in asks for a code from your authenticator app after your password.",
    hi: "चालू: साइन इन करते समय पासवर्ड के बाद ऑथेंटिकेटर ऐप का कोड पूछा जाता है।",
  },
  "section.off": {
    en: "Off. With it on, signing in also asks for a code from an authenticator app on your phone, so a stolen password alone does not open your account.",
    hi: "बंद। चालू होने पर साइन इन करते समय आपके फ़ोन के ऑथेंटिकेटर ऐप का कोड भी पूछा जाता है, ताकि सिर्फ़ चोरी हुए पासवर्ड से आपका अकाउंट न खुले।",
  },
  "section.requiredNow": {
    en: "Your account must use two-step sign-in. Turn it on here: until then, nothing else in the admin area opens.",
    hi: "आपके अकाउंट के लिए दो-चरण साइन इन ज़रूरी है। इसे यहां चालू करें: तब तक एडमिन एरिया में और कुछ नहीं खुलेगा।",
  },
  "section.turnOn": { en: "Turn on two-step sign-in", hi: "दो-चरण साइन इन चालू करें" },
  "section.scan": {
    en: "Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, Aegis…), or type the key below into it. Then type the 6-digit code it shows.",
    hi: "इस QR कोड को किसी ऑथेंटिकेटर ऐप (Google Authenticator, Microsoft Authenticator, Aegis…) से स्कैन करें, या नीचे दी गई की उसमें लिखें। फिर ऐप में दिख रहा 6 अंकों का कोड लिखें।",
  },
  "section.qr": { en: "QR code for your authenticator app", hi: "आपके ऑथेंटिकेटर ऐप के लिए QR कोड" },
  "section.key": { en: "Key", hi: "की" },
  "section.codeFromApp": { en: "Code from the app", hi: "ऐप का कोड" },
  "section.confirm": { en: "Confirm and turn on", hi: "पुष्टि करें और चालू करें" },
  "section.recoveryHeading": {
    en: "Your recovery codes, shown only this once. Write them down or print them, and keep them away from your phone: each opens your account once if the phone is lost.",
    hi: "आपके रिकवरी कोड, जो सिर्फ़ इसी बार दिखेंगे। इन्हें लिख लें या प्रिंट कर लें, और फ़ोन से अलग रखें: फ़ोन खो जाए तो हर कोड से आपका अकाउंट एक बार खुलेगा।",
  },
  "section.recoveryList": { en: "Recovery codes", hi: "रिकवरी कोड" },
  "section.copy": { en: "Copy the codes", hi: "कोड कॉपी करें" },
  "section.copied": { en: "Copied.", hi: "कॉपी हो गए।" },
  "section.print": { en: "Print the codes", hi: "कोड प्रिंट करें" },
  "section.password": { en: "Your password", hi: "आपका पासवर्ड" },
  "section.codeOrRecovery": { en: "Code from the app, or a recovery code", hi: "ऐप का कोड, या कोई रिकवरी कोड" },
  "section.turnOff": { en: "Turn off two-step sign-in", hi: "दो-चरण साइन इन बंद करें" },
  "section.failed": {
    en: "Something went wrong. Check your connection and try again.",
    hi: "कुछ गड़बड़ हो गई। अपना कनेक्शन जांचें और फिर से कोशिश करें।",
  },

  // The reminder on the dashboard and the account page while the grace lasts.
  "due.daysLeft": {
    en: "Your account must use two-step sign-in: {days, plural, =0 {turn it on today} one {# day left to turn it on} other {# days left to turn it on}}. After that, your account opens only its own page until it is on.",
    hi: "आपके अकाउंट के लिए दो-चरण साइन इन ज़रूरी है: {days, plural, =0 {इसे आज ही चालू करें} other {इसे चालू करने के लिए # दिन बचे हैं}}। उसके बाद, चालू होने तक आपके अकाउंट में सिर्फ़ उसका अपना पेज खुलेगा।",
  },
  "due.link": { en: "Turn it on in Your account", hi: "'आपका अकाउंट' में इसे चालू करें" },

  // The settings (/admin/settings).
  "settings.title": { en: "Staff sign-in", hi: "स्टाफ़ का साइन इन" },
  "settings.about": {
    en: "How staff accounts sign in to the admin area. The owner and the front desk must always use two-step sign-in.",
    hi: "स्टाफ़ के अकाउंट एडमिन एरिया में कैसे साइन इन करते हैं। मालिक और फ़्रंट डेस्क के लिए दो-चरण साइन इन हमेशा ज़रूरी है।",
  },
  "settings.forEveryone": {
    en: "Every staff account must use two-step sign-in",
    hi: "स्टाफ़ के हर अकाउंट के लिए दो-चरण साइन इन ज़रूरी है",
  },
  "settings.forEveryoneHint": {
    en: "Lab, website content and home collector accounts too. An account gets 14 days from when it was made to turn it on; after that it opens only its own account page until it does.",
    hi: "लैब, वेबसाइट कंटेंट और घर से सैंपल लेने वालों के अकाउंट के लिए भी। हर अकाउंट को बनने के बाद इसे चालू करने के लिए 14 दिन मिलते हैं; उसके बाद, चालू होने तक उसमें सिर्फ़ उसका अपना अकाउंट पेज खुलता है।",
  },
});
