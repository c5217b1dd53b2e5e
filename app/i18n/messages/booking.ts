import { defineTexts } from "../texts.ts";

/**
 * Booking a test (/book, /book/:slug, /book-package/:id), finding a booking again
 * (/bookings/find) and managing it (/bookings/manage/:token). The English is the site's as it
 * always was (SPEC); the Hindi follows docs/hindi-glossary.md. The refusals a patient can meet
 * here are codes with their own words (domain/refusals.ts); `error.*` holds the answers the
 * pages make themselves, which their actions put into the page's language.
 */
export default defineTexts({
  // The booking form: /book and its two twins.
  "book.title": { en: "Book a test", hi: "टेस्ट बुक करें" },
  "book.titleOf": { en: "Book <name>{name}</name>", hi: "<name>{name}</name> बुक करें" },
  "book.description": {
    en: "Book a home sample collection in {cities}, or a visit to our lab, at a time slot you choose. You pay at the collection or the lab.",
    hi: "{cities} में घर से सैंपल कलेक्शन बुक करें, या अपने चुने समय पर हमारी लैब आएं। पैसे सैंपल लेते समय या लैब में दें।",
  },
  "book.intro": {
    en: "Home sample collection in {cities}, or a visit to our lab. It takes about a minute.",
    hi: "{cities} में घर से सैंपल कलेक्शन, या हमारी लैब में आकर टेस्ट। बुकिंग में लगभग एक मिनट लगता है।",
  },
  "book.notFound": { en: "Test not found", hi: "यह टेस्ट नहीं मिला" },
  "step.tests": { en: "1. Your tests", hi: "1. आपके टेस्ट" },
  "step.patient": { en: "2. Patient", hi: "2. मरीज़" },
  "step.people": { en: "2. Who the tests are for", hi: "2. टेस्ट किसके लिए हैं" },
  "step.where": { en: "3. Where", hi: "3. कहां" },
  "step.when": { en: "4. When", hi: "4. कब" },
  "step.consent": { en: "5. Your consent", hi: "5. आपकी सहमति" },

  // What is being booked, and adding to it.
  "basket.missing": {
    en: "{count, plural, one {One item in your link is} other {# items in your link are}} no longer offered and left out.",
    hi: "{count, plural, one {आपके लिंक का एक टेस्ट या पैकेज अब नहीं मिलता, इसलिए उसे हटा दिया गया है।} other {आपके लिंक के # टेस्ट या पैकेज अब नहीं मिलते, इसलिए उन्हें हटा दिया गया है।}}",
  },
  "basket.empty": {
    en: "Your basket is empty. Search below, or browse <tests>all tests</tests> and <packages>health packages</packages>.",
    hi: "आपने अभी कोई टेस्ट नहीं चुना है। नीचे खोजें, या <tests>सभी टेस्ट</tests> और <packages>हेल्थ पैकेज</packages> देखें।",
  },
  "basket.kindPackage": { en: "Health package", hi: "हेल्थ पैकेज" },
  "basket.kindTest": { en: "Test", hi: "टेस्ट" },
  "basket.regularPrice": { en: "Regular price", hi: "पूरी कीमत" },
  "basket.remove": { en: "Remove<name> {name}</name>", hi: "<name>{name} </name>हटाएं" },
  "search.label": { en: "Add a test or package", hi: "टेस्ट या पैकेज जोड़ें" },
  "search.placeholder": { en: "Add a test or package, e.g. thyroid", hi: "टेस्ट या पैकेज जोड़ें, जैसे थायराइड" },
  "search.submit": { en: "Search", hi: "खोजें" },
  "search.none": { en: 'No tests found matching "{query}"', hi: '"{query}" से मिलता कोई टेस्ट नहीं मिला' },
  "search.ask": {
    en: "We may still do it: <link>ask us on WhatsApp</link> or send a photo of your prescription.",
    hi: "हो सकता है हम यह टेस्ट फिर भी करते हों: <link>WhatsApp पर पूछें</link> या अपने पर्चे की फ़ोटो भेजें।",
  },
  "search.kindPackage": { en: "Package", hi: "पैकेज" },
  "search.kindTest": { en: "Test", hi: "टेस्ट" },
  "search.inBasket": { en: "In your basket", hi: "जुड़ गया है" },
  "search.add": { en: "Add<name> {name}</name>", hi: "<name>{name} </name>जोड़ें" },

  // The sums.
  "price.label": { en: "Price", hi: "कीमत" },
  "price.eachPerson": { en: "Each person", hi: "हर व्यक्ति का" },
  "price.noTests": { en: "No test ticked yet", hi: "अभी कोई टेस्ट टिक नहीं किया" },
  "price.city": {
    en: "Prices in {city}, where {kind, select, lab {your lab} other {your pincode}} is.",
    hi: "कीमतें {city} की हैं, जहां {kind, select, lab {आपकी लैब} other {आपका पिनकोड}} है।",
  },
  "totals.items": { en: "Tests and packages", hi: "टेस्ट और पैकेज" },
  "totals.saving": { en: "You save against the regular price", hi: "पूरी कीमत के मुकाबले आपकी बचत" },
  "totals.labVisit": { en: "Lab visit", hi: "लैब विज़िट" },
  "totals.homeCollection": { en: "Home collection", hi: "होम कलेक्शन" },
  "totals.feeHint": {
    en: "{hasFreeAbove, select, yes {Free on orders above {amount}; no fee if you visit the lab} other {no fee if you visit the lab}}",
    hi: "{hasFreeAbove, select, yes {{amount} से ज़्यादा के ऑर्डर पर मुफ़्त; लैब आने पर कोई फ़ीस नहीं} other {लैब आने पर कोई फ़ीस नहीं}}",
  },
  "totals.free": { en: "Free", hi: "मुफ़्त" },
  "totals.total": { en: "Total to pay", hi: "कुल रकम" },
  "totals.note": {
    en: "You pay at the collection or the lab; nothing is charged now.",
    hi: "पैसे सैंपल लेते समय या लैब में दें; अभी कुछ नहीं लिया जाएगा।",
  },
  "totals.payment": { en: "Payment", hi: "भुगतान" },
  "form.totalToPay": { en: "Total to pay:", hi: "कुल रकम:" },
  "form.book": { en: "Book now", hi: "अभी बुक करें" },
  "form.booking": { en: "Booking…", hi: "बुक हो रहा है…" },
  "form.optional": { en: "(optional)", hi: "(ज़रूरी नहीं)" },
  "form.honeypot": { en: "Leave this empty", hi: "इसे खाली छोड़ें" },
  "form.fix": {
    en: "{count, plural, one {Please fix this to book:} other {Please fix these to book:}}",
    hi: "{count, plural, one {बुक करने के लिए इसे ठीक करें:} other {बुक करने के लिए इन्हें ठीक करें:}}",
  },
  "form.nearest": { en: "{error}. Nearest free: {slots}", hi: "{error}। सबसे पास के खाली समय: {slots}" },

  // Who the tests are for.
  "person.label": { en: "Person {n}", hi: "व्यक्ति {n}" },
  "person.inSentence": { en: "person {n}", hi: "व्यक्ति {n}" },
  "person.remove": { en: "Remove {who}", hi: "{who} को हटाएं" },
  "person.tests": { en: "Tests for {who}", hi: "{who} के टेस्ट" },
  "person.subtotal": { en: "Subtotal for {who}", hi: "{who} का कुल" },
  "person.updatePrice": { en: "Update the price", hi: "कीमत अपडेट करें" },
  "person.sameTests": { en: "Same tests as {first}", hi: "{first} वाले ही टेस्ट" },
  "field.fullName": { en: "Patient's full name", hi: "मरीज़ का पूरा नाम" },
  "field.personFullName": { en: "{who}: full name", hi: "{who}: पूरा नाम" },
  "field.age": { en: "Age in years", hi: "उम्र (साल में)" },
  "field.personAge": { en: "{who}: age in years", hi: "{who}: उम्र (साल में)" },
  "field.gender": { en: "Gender", hi: "लिंग" },
  "field.personGender": { en: "{who}: gender", hi: "{who}: लिंग" },
  "gender.female": { en: "Female", hi: "महिला" },
  "gender.male": { en: "Male", hi: "पुरुष" },
  "gender.other": { en: "Other", hi: "अन्य" },
  // Shown to everyone until the age is known (always without JavaScript): the title says whom it is for.
  "guardian.legend": {
    en: "Parent or guardian: only if the patient is under {age}",
    hi: "माता-पिता या अभिभावक: सिर्फ़ तब, जब मरीज़ की उम्र {age} साल से कम हो",
  },
  "guardian.isMinor": {
    en: "The patient is under {age}: a parent or guardian books for them.",
    hi: "मरीज़ की उम्र {age} साल से कम है: उनके लिए माता-पिता या अभिभावक (guardian) बुक करें।",
  },
  "guardian.onlyIfMinor": {
    en: "Only for a patient under {age}: a parent or guardian books for them.",
    hi: "सिर्फ़ {age} साल से कम उम्र के मरीज़ के लिए: उनके लिए माता-पिता या अभिभावक (guardian) बुक करें।",
  },
  "guardian.name": { en: "Parent or guardian's full name", hi: "माता-पिता या अभिभावक का पूरा नाम" },
  "guardian.consent": {
    en: "I am the parent or guardian and I agree to this test and to the privacy notice for the patient.",
    hi: "मैं मरीज़ का माता-पिता या अभिभावक हूं, और मरीज़ की ओर से इस टेस्ट और प्राइवेसी नोटिस के लिए मेरी सहमति है।",
  },
  "guardian.personLegend": {
    en: "{who}: parent or guardian, only if under {age}",
    hi: "{who}: माता-पिता या अभिभावक, सिर्फ़ {age} साल से कम उम्र हो तो",
  },
  "guardian.personOnlyIfMinor": {
    en: "Only for someone under {age}: a parent or guardian books for them.",
    hi: "सिर्फ़ {age} साल से कम उम्र वाले के लिए: उनके लिए माता-पिता या अभिभावक बुक करें।",
  },
  "guardian.personName": { en: "{who}: parent or guardian's full name", hi: "{who}: माता-पिता या अभिभावक का पूरा नाम" },
  "guardian.personConsent": {
    en: "I am their parent or guardian and I agree to this test and to the privacy notice for them.",
    hi: "मैं इनका माता-पिता या अभिभावक हूं, और इनकी ओर से इस टेस्ट और प्राइवेसी नोटिस के लिए मेरी सहमति है।",
  },
  "people.add": { en: "Add another person", hi: "एक और व्यक्ति जोड़ें" },
  "people.addHint": {
    en: "Family in the same home? One visit, one collection fee, up to {max} people. You tick each person's tests.",
    hi: "घर में परिवार के और लोग भी हैं? एक ही विज़िट, एक ही कलेक्शन फ़ीस, ज़्यादा से ज़्यादा {max} लोग। हर व्यक्ति के टेस्ट आप खुद टिक करें।",
  },
  "people.max": { en: "Up to {max} people in one visit.", hi: "एक विज़िट में ज़्यादा से ज़्यादा {max} लोग।" },
  "field.mobile": { en: "Mobile number", hi: "मोबाइल नंबर" },
  "field.mobileHint": {
    en: "10 digits. We call this number about the collection; you need it to open the report.",
    hi: "10 अंकों का नंबर। सैंपल लेने के बारे में हम इसी नंबर पर फ़ोन करेंगे; रिपोर्ट खोलने के लिए भी यही नंबर चाहिए।",
  },
  "field.email": { en: "E-mail", hi: "ई-मेल" },

  // Where.
  "where.legend": { en: "How should we take the sample?", hi: "सैंपल कहां देंगे?" },
  "where.home": { en: "At home: we come to you", hi: "घर पर: हम आपके पास आएंगे" },
  "where.lab": { en: "At the lab: you visit us (no collection fee)", hi: "लैब में: आप हमारे पास आएं (कोई कलेक्शन फ़ीस नहीं)" },
  "where.labLegend": { en: "Which lab will you visit?", hi: "आप किस लैब में आएंगे?" },
  "field.address": { en: "Address for the collection", hi: "सैंपल लेने का पता" },
  "field.addressHint": { en: "House or flat, street, area", hi: "मकान या फ़्लैट नंबर, गली, इलाका" },
  "field.landmark": { en: "Landmark", hi: "लैंडमार्क (आस-पास की कोई जानी-मानी जगह)" },
  "field.pincode": { en: "Pincode", hi: "पिनकोड" },
  "pincode.served": { en: "We collect at {pincode} ({city}).", hi: "हम {city} में पिनकोड {pincode} पर सैंपल लेने आते हैं।" },
  "pincode.unserved": { en: "We do not collect samples at {pincode} yet.", hi: "अभी हम {pincode} पर सैंपल लेने नहीं आते।" },
  "pincode.ask": {
    en: "<link>Ask us on WhatsApp</link> or choose a lab visit.",
    hi: "<link>WhatsApp पर पूछें</link> या लैब विज़िट चुनें।",
  },

  // When.
  "slots.legend": { en: "Date and time", hi: "तारीख़ और समय" },
  "slots.none": {
    en: "No collection slots are open in the next few days. Please call us and we will find a time.",
    hi: "अगले कुछ दिनों में कोई समय (स्लॉट) खाली नहीं है। कृपया हमें फ़ोन करें, हम आपके लिए समय निकालेंगे।",
  },
  "slots.fasting": {
    en: "A test you chose needs fasting, so an early slot is easiest: have dinner, then nothing but water until the sample. Slots before {time} are marked <b>good for fasting</b>.",
    hi: "आपके चुने किसी टेस्ट के लिए खाली पेट (fasting) रहना है, इसलिए सुबह जल्दी का समय सबसे आसान है: रात का खाना खा लें, फिर सैंपल होने तक पानी के सिवा कुछ न लें। {time} से पहले के समय पर <b>खाली पेट के लिए ठीक</b> लिखा है।",
  },
  "slots.full": { en: "Full", hi: "भर गया" },
  "slots.placesLeft": {
    en: "{count, plural, one {# place left} other {# places left}}",
    hi: "{count, plural, one {# जगह खाली} other {# जगह खाली}}",
  },
  "slots.free": { en: "{free} of {total} slots free", hi: "{total} में से {free} स्लॉट खाली" },
  "slots.timeOn": { en: "Time on {day}", hi: "{day} का समय" },
  "slots.goodForFasting": { en: "good for fasting", hi: "खाली पेट के लिए ठीक" },
  "slots.earliest": { en: "Earliest free time", hi: "सबसे पहला खाली समय" },

  // Consent.
  "consent.read": { en: "Read the privacy notice (version {version})", hi: "प्राइवेसी नोटिस पढ़ें (वर्शन {version})" },
  "consent.agree": {
    en: "I have read the privacy notice and agree to my details being used for this booking and report.",
    hi: "मैंने प्राइवेसी नोटिस पढ़ लिया है, और इस बुकिंग और रिपोर्ट के लिए अपनी जानकारी के इस्तेमाल पर मेरी सहमति है।",
  },
  "consent.agreeFamily": {
    en: "I have read the privacy notice and agree to it for everyone in this booking. Each of them has let me book for them, and I am the parent or guardian of anyone under 18.",
    hi: "मैंने प्राइवेसी नोटिस पढ़ लिया है, और इस बुकिंग के सभी लोगों की ओर से मेरी सहमति है। इनमें से हर एक ने मुझे अपने लिए बुक करने की इजाज़त दी है, और 18 साल से कम उम्र वाले हर व्यक्ति का मैं माता-पिता या अभिभावक हूं।",
  },
  // Its wording's version is UPDATES_CONSENT_VERSION (domain/outbox.ts): a change to it needs a new one.
  "consent.updates": {
    en: "Send me updates about this booking on {channel, select, whatsapp {WhatsApp} other {SMS}}: the confirmation, a reminder the evening before, when the collector is on the way and when the report is ready. You can stop them on your booking page.",
    hi: "इस बुकिंग के बारे में मुझे {channel, select, whatsapp {WhatsApp} other {SMS}} पर जानकारी भेजें: बुकिंग की पुष्टि, एक दिन पहले शाम को रिमाइंडर, सैंपल लेने वाले के रास्ते में होने पर और रिपोर्ट तैयार होने पर। आप इन्हें अपनी बुकिंग के पेज पर बंद कर सकते हैं।",
  },
  // A remembered device (docs/decisions/2026-11-28-booking-form-hydration.md): kept on the phone only.
  "remember.box": { en: "Remember my details on this phone", hi: "मेरी जानकारी इस फ़ोन पर याद रखें" },
  "remember.hint": {
    en: "Your name, mobile number and address stay on this phone only, to fill this form next time.",
    hi: "आपका नाम, मोबाइल नंबर और पता सिर्फ़ इसी फ़ोन पर रहेंगे, ताकि अगली बार यह फ़ॉर्म अपने-आप भर जाए।",
  },
  "remember.filled": {
    en: "Your details were filled in from this phone.",
    hi: "आपकी जानकारी इस फ़ोन से भरी गई है।",
  },
  "remember.forget": { en: "Forget me on this phone", hi: "इस फ़ोन से मेरी जानकारी हटाएं" },
  "remember.forgotten": {
    en: "Forgotten: this phone keeps none of your details now.",
    hi: "हटा दी गई: अब इस फ़ोन पर आपकी कोई जानकारी नहीं है।",
  },
  "consent.offers": {
    en: "Send me offers and health checkup reminders (you can stop them at any time).",
    hi: "मुझे ऑफ़र और हेल्थ चेकअप के रिमाइंडर भेजें (आप इन्हें कभी भी बंद करवा सकते हैं)।",
  },

  // What each field is called in the list of refusals at the top of the form.
  "label.basket": { en: "Tests", hi: "टेस्ट" },
  "label.patientName": { en: "Name", hi: "नाम" },
  "label.age": { en: "Age", hi: "उम्र" },
  "label.gender": { en: "Gender", hi: "लिंग" },
  "label.mobile": { en: "Mobile number", hi: "मोबाइल नंबर" },
  "label.email": { en: "E-mail", hi: "ई-मेल" },
  "label.guardian": { en: "Parent or guardian", hi: "माता-पिता या अभिभावक" },
  "label.collectionType": { en: "Collection", hi: "सैंपल कहां" },
  "label.address": { en: "Address", hi: "पता" },
  "label.landmark": { en: "Landmark", hi: "लैंडमार्क" },
  "label.pincode": { en: "Pincode", hi: "पिनकोड" },
  "label.labAddress": { en: "Lab", hi: "लैब" },
  "label.slot": { en: "Date and time", hi: "तारीख़ और समय" },
  "label.consent": { en: "Privacy notice", hi: "प्राइवेसी नोटिस" },
  "label.people": { en: "People", hi: "लोग" },
  "label.personName": { en: "{who}: name", hi: "{who}: नाम" },
  "label.personAge": { en: "{who}: age", hi: "{who}: उम्र" },
  "label.personGender": { en: "{who}: gender", hi: "{who}: लिंग" },
  "label.personGuardian": { en: "{who}: parent or guardian", hi: "{who}: माता-पिता या अभिभावक" },
  "label.personTests": { en: "{who}: tests", hi: "{who}: टेस्ट" },

  // 'Manage a booking': finding a booking again.
  "find.title": { en: "Manage a booking", hi: "बुकिंग देखें या बदलें" },
  "find.description": {
    en: "See, move or cancel your booking with its reference and your mobile number.",
    hi: "बुकिंग नंबर (reference) और अपने मोबाइल नंबर से अपनी बुकिंग देखें, उसका समय बदलें या उसे रद्द करें।",
  },
  "find.intro": {
    en: "Lost the link to your booking? Enter its reference and the mobile number you booked with to see, move or cancel it.",
    hi: "अपनी बुकिंग का लिंक खो गया? बुकिंग नंबर (reference) और बुकिंग में दिया मोबाइल नंबर लिखें, फिर बुकिंग देखें, उसका समय बदलें या उसे रद्द करें।",
  },
  "find.heading": { en: "Find your booking", hi: "अपनी बुकिंग खोजें" },
  "find.where": {
    en: "The reference is in your booking message and on the booking page, like <ref>LF-7Q2K9</ref>.",
    hi: "बुकिंग नंबर आपके बुकिंग मैसेज में और बुकिंग पेज पर लिखा है, जैसे <ref>LF-7Q2K9</ref>।",
  },
  "find.call": { en: "Call {phone}", hi: "{phone} पर फ़ोन करें" },
  "find.askWhatsApp": { en: "Ask on WhatsApp", hi: "WhatsApp पर पूछें" },
  "find.submit": { en: "Find my booking", hi: "मेरी बुकिंग खोजें" },
  "find.finding": { en: "Finding…", hi: "खोज रहे हैं…" },
  "find.reports": {
    en: "Looking for a report? Open it in <link>My Reports</link> with the same reference and mobile.",
    hi: "रिपोर्ट चाहिए? इसी बुकिंग नंबर और मोबाइल नंबर से <link>मेरी रिपोर्ट</link> में खोलें।",
  },
  "find.notBooked": { en: "Not booked yet? <link>Book a test</link>.", hi: "अभी बुक नहीं किया? <link>टेस्ट बुक करें</link>।" },

  // A booking's own page: the confirmation, and where it is moved or cancelled.
  "manage.title": { en: "Booking {reference}", hi: "बुकिंग {reference}" },
  "manage.notFound": { en: "Booking not found", hi: "बुकिंग नहीं मिली" },
  "manage.notFoundHelp": {
    en: "Lost the link to your booking? Find it with your reference and mobile number in <link>Manage a booking</link>.",
    hi: "अपनी बुकिंग का लिंक खो गया? बुकिंग नंबर और मोबाइल नंबर से <link>बुकिंग देखें या बदलें</link> में इसे खोजें।",
  },
  "status.new": { en: "Booked", hi: "बुक हो गई" },
  "status.confirmed": { en: "Confirmed by the lab", hi: "लैब ने पक्की कर दी" },
  "status.sample-collected": { en: "Sample collected", hi: "सैंपल ले लिया गया" },
  "status.report-ready": { en: "Report ready", hi: "रिपोर्ट तैयार है" },
  "status.completed": { en: "Completed", hi: "पूरी हो गई" },
  "status.cancelled": { en: "Cancelled", hi: "रद्द" },
  "notice.booked": { en: "You are booked", hi: "आपकी बुकिंग हो गई है" },
  "notice.bookedText": {
    en: "Keep this page (bookmark it, or keep its link in your own WhatsApp below) to see, move or cancel this booking. The details you send us carry only your reference.",
    hi: "यह पेज संभालकर रखें (बुकमार्क करें, या नीचे के बटन से इसका लिंक अपने WhatsApp में रख लें), ताकि यह बुकिंग देख सकें, उसका समय बदल सकें या उसे रद्द कर सकें। आप हमें जो जानकारी भेजेंगे, उसमें सिर्फ़ आपका बुकिंग नंबर होगा।",
  },
  "notice.lostLink": {
    en: "Lost the link? Find this booking again with reference {reference} and your mobile number in <link>Manage a booking</link>.",
    hi: "लिंक खो गया? बुकिंग नंबर {reference} और अपने मोबाइल नंबर से <link>बुकिंग देखें या बदलें</link> में यह बुकिंग फिर से खोजें।",
  },
  "notice.found": { en: "We found your booking", hi: "आपकी बुकिंग मिल गई" },
  "notice.foundText": {
    en: "This page has a new link of its own, which works until a week after your visit; the link you had before still works too.",
    hi: "इस पेज का अपना नया लिंक है, जो आपकी विज़िट के एक हफ़्ते बाद तक चलेगा; आपका पुराना लिंक भी चलता रहेगा।",
  },
  "notice.moved": { en: "Your booking was moved", hi: "आपकी बुकिंग का समय बदल गया" },
  "notice.movedText": { en: "The new date and time are below.", hi: "नई तारीख़ और समय नीचे दिए हैं।" },
  "notice.cancelled": { en: "Your booking was cancelled", hi: "आपकी बुकिंग रद्द हो गई" },
  "notice.updatesStopped": { en: "Updates stopped", hi: "जानकारी भेजना बंद कर दिया गया" },
  "notice.updatesStoppedText": {
    en: "We will send no more messages about this booking. Your booking itself is unchanged.",
    hi: "इस बुकिंग के बारे में अब हम कोई मैसेज नहीं भेजेंगे। आपकी बुकिंग में कोई बदलाव नहीं हुआ है।",
  },
  "notice.cancelledText": {
    en: "Nothing is due. You can book again at any time.",
    hi: "आपको कुछ नहीं देना है। आप कभी भी फिर से बुक कर सकते हैं।",
  },
  "manage.quote": {
    en: "Reference <ref>{reference}</ref>: quote it when you call us or open your reports.",
    hi: "बुकिंग नंबर <ref>{reference}</ref>: हमें फ़ोन करते समय या अपनी रिपोर्ट खोलते समय यही नंबर बताएं।",
  },
  "manage.people": { en: "{count} people", hi: "{count} लोग" },
  "manage.patient": { en: "Patient", hi: "मरीज़" },
  "manage.who": { en: "{names}, mobile {mobile}", hi: "{names}, मोबाइल {mobile}" },
  "manage.when": { en: "When", hi: "कब" },
  "manage.homeAt": { en: "Home collection at", hi: "होम कलेक्शन का पता" },
  "manage.labAt": { en: "Lab visit at", hi: "लैब विज़िट का पता" },
  "manage.booked": { en: "What you booked", hi: "आपने क्या बुक किया" },
  "manage.age": { en: "({age} years)", hi: "({age} साल)" },
  "manage.totalCancelled": { en: "Total (cancelled, nothing due)", hi: "कुल (रद्द, कुछ नहीं देना है)" },
  "manage.totalToPay": { en: "Total to pay at the collection", hi: "कुल रकम (सैंपल लेते समय देनी है)" },
  "manage.totalToPayAtLab": { en: "Total to pay at the lab", hi: "कुल रकम (लैब में देनी है)" },
  "manage.payment": { en: "Payment", hi: "भुगतान" },
  "manage.paid": { en: "Paid <b>{amount}</b>", hi: "आपने भुगतान किया: <b>{amount}</b>" },
  "manage.balanceDue": { en: "balance due <b>{amount}</b>", hi: "बाकी: <b>{amount}</b>" },
  "manage.weOwe": { en: "we owe you <b>{amount}</b>", hi: "हमें आपको <b>{amount}</b> लौटाने हैं" },
  "manage.paidInFull": { en: "paid in full", hi: "पूरा भुगतान हो गया" },
  "manage.refunded": { en: "what you paid was refunded", hi: "आपका दिया पैसा लौटा दिया गया" },
  "manage.receipt": { en: "Download receipt (PDF)", hi: "रसीद डाउनलोड करें (PDF)" },
  "manage.calendar": { en: "Add to calendar", hi: "कैलेंडर में जोड़ें" },
  "manage.sendToLab": { en: "Send the details to us on WhatsApp", hi: "बुकिंग की जानकारी WhatsApp पर हमें भेजें" },
  "manage.access": { en: "Who at the lab opened your booking", hi: "लैब में आपकी बुकिंग किसने खोली" },
  "manage.accessNone": {
    en: "Nobody at the lab has opened your booking or reports yet.",
    hi: "लैब में अभी तक किसी ने आपकी बुकिंग या रिपोर्ट नहीं खोली है।",
  },
  "manage.accessLine": {
    en: "{role} — {name}, {when}: {action, select, opened-booking {opened the booking} opened-report {opened the report of {person}} downloaded-report {opened the report of {person}} downloaded-receipt {opened the receipt} exported {downloaded the personal data} erased {erased the personal data} sent-report-link {took the link to send you the report of {person}} made-receipt-link {took the link to send you the receipt} other {opened the booking}}",
    hi: "{role} — {name}, {when}: {action, select, opened-booking {बुकिंग खोली} opened-report {{person} की रिपोर्ट खोली} downloaded-report {{person} की रिपोर्ट खोली} downloaded-receipt {रसीद खोली} exported {निजी जानकारी डाउनलोड की} erased {निजी जानकारी मिटाई} sent-report-link {आपको {person} की रिपोर्ट भेजने के लिए उसका लिंक निकाला} made-receipt-link {आपको रसीद भेजने के लिए उसका लिंक निकाला} other {बुकिंग खोली}}",
  },
  "manage.accessErased": { en: "a person whose data was erased", hi: "वह व्यक्ति जिनकी जानकारी मिटा दी गई" },
  "manage.keepLink": { en: "Keep this link in your WhatsApp", hi: "यह लिंक अपने WhatsApp में रखें" },
  "manage.change": { en: "Change or cancel", hi: "समय बदलें या रद्द करें" },
  "manage.changeUntil": {
    en: "You can move or cancel this booking here until {time}. After that, please call us on <tel>{phone}</tel>.",
    hi: "{time} तक आप यहां इस बुकिंग का समय बदल सकते हैं या उसे रद्द कर सकते हैं। उसके बाद हमें <tel>{phone}</tel> पर फ़ोन करें।",
  },
  "manage.moveSummary": { en: "Move to another date or time", hi: "दूसरी तारीख़ या समय चुनें" },
  "manage.newSlot": { en: "New date and time", hi: "नई तारीख़ और समय" },
  "manage.move": { en: "Move my booking", hi: "मेरी बुकिंग का समय बदलें" },
  "manage.cancelSummary": { en: "Cancel this booking", hi: "यह बुकिंग रद्द करें" },
  "manage.updates": { en: "Updates about this booking", hi: "इस बुकिंग के बारे में जानकारी" },
  "manage.updatesText": {
    en: "You agreed to get messages about this booking: the confirmation, a reminder, when the collector is on the way and when the report is ready.",
    hi: "आपने इस बुकिंग के बारे में मैसेज पाने की सहमति दी है: बुकिंग की पुष्टि, रिमाइंडर, सैंपल लेने वाले के रास्ते में होने पर और रिपोर्ट तैयार होने पर।",
  },
  "manage.updatesStop": { en: "Stop these messages", hi: "ये मैसेज बंद करें" },
  "manage.cancelText": {
    en: "The place goes to someone else. You can book again later.",
    hi: "यह समय किसी और को मिल जाएगा। आप बाद में फिर से बुक कर सकते हैं।",
  },
  "manage.cancelConfirm": { en: "Yes, cancel booking {reference}", hi: "हां, बुकिंग {reference} रद्द करें" },
  "manage.noChange": {
    en: "This booking can no longer be changed online. To change it, call us on {phone}.",
    hi: "यह बुकिंग अब ऑनलाइन नहीं बदली जा सकती। बदलने के लिए हमें {phone} पर फ़ोन करें।",
  },
  "manage.reports": {
    en: "Reports are ready in <link>My Reports</link> with your reference and mobile number.",
    hi: "रिपोर्ट तैयार होने पर अपने बुकिंग नंबर और मोबाइल नंबर से <link>मेरी रिपोर्ट</link> में देखें।",
  },

  // What finding a booking again and changing it answer (the refusals themselves are codes: domain/refusals.ts).
  "error.notFound": {
    en: "We could not find a booking with that reference and mobile number.",
    hi: "इस बुकिंग नंबर और मोबाइल नंबर से कोई बुकिंग नहीं मिली।",
  },
  "error.notFoundHelp": {
    en: "Check the reference on your booking message (it looks like LF-7Q2K9) and use the mobile number you booked with. Still stuck? Call or WhatsApp the lab.",
    hi: "अपने बुकिंग मैसेज में बुकिंग नंबर देखें (यह LF-7Q2K9 जैसा दिखता है), और वही मोबाइल नंबर लिखें जिससे बुक किया था। फिर भी न मिले? लैब को फ़ोन या WhatsApp करें।",
  },
  "error.tooManyTriesOne": {
    en: "Too many tries: wait 1 minute, or call the lab",
    hi: "बहुत बार कोशिश हो गई: 1 मिनट रुकें, या लैब को फ़ोन करें",
  },
  "error.tooManyTries": {
    en: "Too many tries: wait {minutes} minutes, or call the lab",
    hi: "बहुत बार कोशिश हो गई: {minutes} मिनट रुकें, या लैब को फ़ोन करें",
  },
  "error.newSlot": { en: "Choose a new date and time", hi: "नई तारीख़ और समय चुनें" },
  "error.nothingChanged": {
    en: "Nothing was changed on booking {reference}",
    hi: "बुकिंग {reference} में कुछ नहीं बदला गया",
  },
  "manage.handover.heading": { en: "Code for your sample collector", hi: "सैंपल लेने वाले के लिए कोड" },
  "manage.handover.hint": {
    en: "Read these 4 digits out to the collector only once your sample is taken.",
    hi: "ये 4 अंक सैंपल लेने वाले को तभी पढ़कर बताएँ, जब आपका सैंपल ले लिया जाए।",
  },
  "manage.onTheWay": {
    en: "Your sample collector is on the way: {name}",
    hi: "आपके सैंपल लेने वाले रास्ते में हैं: {name}",
  },
});
