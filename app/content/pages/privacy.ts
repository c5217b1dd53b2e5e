import type { ContentPage } from "../content-page.ts";

export default {
  slug: "privacy",
  title: "Privacy notice",
  description:
    "How {labName} collects, uses, protects and deletes your personal and health data under India's Digital Personal Data Protection Act, 2023.",
  intro:
    "Your health information is personal. This notice explains, in plain words, what data we collect, why we need it, how we protect it and what rights you have under the Digital Personal Data Protection Act, 2023 (the DPDP Act).",
  updated: "2026-11-22",
  sections: [
    {
      heading: "Who is responsible for your data",
      paragraphs: [
        "{labName} is the Data Fiduciary for the personal data described in this notice. This means we decide why and how your data is used, and we are responsible for keeping it safe.",
        'In this notice, "you" means the person whose data it is. The DPDP Act calls you the Data Principal.',
        "For any question about your data, write to {email} or call {phone}.",
      ],
    },
    {
      heading: "What data we collect",
      paragraphs: ["We collect only what we need to book, carry out and report your tests:"],
      bullets: [
        "Your details: name, age, gender, mobile number, e-mail address (if you give one), home address and pincode.",
        "Your booking: the tests or checkup you booked, the date and time slot, and any notes you give us.",
        "Your samples and results: the samples we collect and the test results and reports made from them. This is health data, and we treat it with extra care.",
        'Website technical data: a city preference cookie that remembers which city you chose ({citiesOr}), and a session cookie that is used only when our staff sign in. Patients using the website do not get a sign-in cookie. When you open reports at My Reports, your browser (not our server) keeps the booking references under "Opened on this device", so you can open them again; the × beside each one removes it.',
      ],
    },
    {
      heading: "Why we use your data",
      paragraphs: [
        "We use your data only for the purposes below. We do not use it for anything else without asking you first.",
      ],
      bullets: [
        "To take your booking and send a collector to your home or receive you at the lab.",
        "To test your samples and make your report.",
        "To let you open your report online at My Reports with your booking reference and mobile number, and to send you its link on WhatsApp.",
        "To answer your questions and complaints, including the free doctor consultation on your report.",
        "To meet our legal duties, for example keeping medical records and reporting certain diseases to health authorities when the law requires it.",
      ],
    },
    {
      heading: "Your consent",
      paragraphs: [
        "When you book, the booking form asks you to tick a consent box. By ticking it, you agree that we may use your data for the purposes listed above. Your consent must be free, specific and informed: you give it by choice, for these purposes only, after reading this notice. We do not bundle it with anything else.",
        "You can withdraw your consent at any time, and it is as easy as giving it: write to {email} or call {phone}.",
        'What withdrawal means for a test in progress: if your sample has not yet been collected, we cancel the booking. If it has been collected but not yet tested, we stop, and the sample is safely destroyed. If your report is already made, we stop using your data for anything further, such as messages and reminders, but we must still keep the report and test records for as long as the law requires (see "How long we keep your data"). Withdrawal does not make unlawful anything we did before you withdrew. Charges and refunds follow our Terms of use.',
      ],
    },
    {
      heading: "When we may use data without consent",
      paragraphs: [
        "The DPDP Act allows some uses of personal data without consent, for certain legitimate uses only. We rely on these only where the Act allows, for example:",
      ],
      bullets: [
        "To respond to a medical emergency that threatens your life or health, or someone else's.",
        "To meet a legal obligation, such as keeping medical records, reporting notifiable diseases, or answering a lawful order of a court or a government authority.",
        "Where you give us data yourself for a specific purpose and have not told us you object, for example when you call us with a question.",
      ],
    },
    {
      heading: "How long we keep your data",
      bullets: [
        "Reports and test records: kept for as long as the law on medical records requires, and then erased.",
        "Booking enquiries that did not go ahead: erased within 12 months.",
        "Other data: erased once the purpose is served and no law requires us to keep it, or sooner if you withdraw consent.",
      ],
    },
    {
      heading: "Who we share your data with",
      paragraphs: [
        "We never sell your data. We do not use advertising trackers on our website, and we do not share your data for advertising. We share your data only with:",
      ],
      bullets: [
        "The doctor or person you name, for example the doctor who asked for your test, or a family member you ask us to send the report to.",
        "Couriers and IT service providers who act for us under a written contract. They may use your data only to do the work we give them, and must keep it safe. If any of them stores data outside India, we allow it only as the DPDP Act permits.",
        "Authorities, when the law requires it.",
      ],
    },
    {
      heading: "How we protect your data",
      bullets: [
        "Staff can see only the data they need for their work.",
        "Staff accounts are protected with a sign-in, and samples carry a barcode instead of your name where possible.",
        "Paper records are kept locked, and our staff are bound to keep patient information confidential.",
        "Our service providers must follow safeguards set out in their contracts with us.",
        "If a personal data breach happens, we will inform the Data Protection Board of India and each person affected, as the Act requires.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: ["As a Data Principal, you have the right to:"],
      bullets: [
        "Access: ask for a summary of the personal data we hold about you, how we use it, and who we have shared it with.",
        "Correction, completion and updating: ask us to correct wrong data, fill in missing data or update old data.",
        "Erasure: ask us to delete data we no longer need. We will do so unless the law requires us to keep it, for example medical records.",
        "Grievance redressal: complain to us if you are unhappy with how we handle your data, and get a reply.",
        "Nomination: name another person who can use these rights for you if you die or are unable to act for yourself.",
      ],
    },
    {
      heading: "Children and people who need a guardian",
      paragraphs: [
        "For anyone under 18, we need the verifiable consent of a parent or lawful guardian before we use their data. The parent or guardian should make the booking and be present at the sample collection. The same applies to a person with a disability who has a lawful guardian.",
        "We do not track children's behaviour or show them targeted advertising.",
      ],
    },
    {
      heading: "How to make a request or complaint",
      paragraphs: [
        "To use any of your rights, or to complain, write to {email} or call {phone}. Our Grievance Officer can be reached at the same e-mail address and phone number.",
        "We may ask you to confirm who you are, so that we do not give your data to someone else. We will reply within 30 days.",
        "If you are not satisfied with our reply, you have the right to complain to the Data Protection Board of India.",
      ],
    },
    {
      heading: "Your duties",
      paragraphs: [
        "The DPDP Act also asks you to give true details, not to pretend to be someone else, and not to make false or baseless complaints.",
      ],
    },
    {
      heading: "Changes to this notice",
      paragraphs: [
        "We may update this notice when the law or our services change. The date at the top shows when it was last changed. If a change affects how we use your data in an important way, we will tell you and, where needed, ask for your consent again.",
      ],
    },
  ],
} satisfies ContentPage;
