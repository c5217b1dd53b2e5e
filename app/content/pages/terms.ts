import type { ContentPage } from "../content-page.ts";

export default {
  slug: "terms",
  title: "Terms of use",
  description:
    "The terms for using the {labName} website and booking tests: bookings, prices, home collection, cancellations, refunds and reports.",
  intro:
    "These terms apply when you use our website or book a test with {labName}. Please read them before you book. If anything is unclear, call us on {phone}.",
  updated: "2026-11-22",
  sections: [
    {
      heading: "Information, not medical advice",
      paragraphs: [
        "Our website gives general information about tests and health. It is not medical advice and it is not a diagnosis. Only a doctor who knows your health can tell you what your results mean for you and what treatment you need.",
        "If you feel very unwell, do not wait for a test. In an emergency, call 112.",
      ],
    },
    {
      heading: "Bookings",
      paragraphs: [
        "When you book on our website, you choose a home collection or a lab visit and a time slot, and you get a booking reference and a page where you can see, move or cancel your booking. Our staff then check the booking and mark it confirmed. If anything needs to change, such as the slot, we call you or message you on WhatsApp first.",
        "Please give correct details. The name, age and gender you give appear on your report and can affect how results are read.",
      ],
    },
    {
      heading: "Prices",
      paragraphs: [
        "Prices shown on the website are for the city you choose ({citiesOr}) and may change from time to time. The total shown when you book is the price you pay, even if the website price changes later.",
        "Any home collection charge is shown in that total before you book. There are no hidden charges.",
        "Nothing is charged online: you pay at the home collection or at the lab.",
      ],
    },
    {
      heading: "Home collection",
      bullets: [
        "Please give a correct and complete address and pincode, and keep your phone on so that the collector can reach you.",
        "An adult must be present during the home visit. A child's sample is collected only with a parent or lawful guardian present.",
        "If the collector cannot reach you or cannot find the address, we will call you to set a new time.",
      ],
    },
    {
      heading: "Preparing for your test",
      paragraphs: [
        "Some tests need preparation, such as fasting. Your booking page tells you what to do. Following these instructions is your responsibility.",
        "Wrong preparation, such as eating before a fasting test, can change your results. If you did not prepare as asked, please tell the collector before the sample is taken, so that we can change the time if needed.",
      ],
    },
    {
      heading: "Report times",
      paragraphs: [
        "The report times we give are estimates. Sometimes a result needs to be checked or repeated, or a sample needs to be collected again, and this can take longer. We will tell you if your report is delayed.",
      ],
    },
    {
      heading: "Cancellations and refunds",
      bullets: [
        "You can cancel or move your booking yourself, free of charge, through the link on your booking page, until 2 hours before your slot. After that, call {phone} or write to {email}.",
        "Nothing is paid when you book, so nothing is due if you cancel before your sample is taken.",
        "If you cancel after your sample is taken and paid for, but before it is tested, we refund the test price, less any home collection charge.",
        "Once a test has been done, its price cannot be refunded.",
        "If we cancel, or cannot collect or test your sample because of a problem on our side, we either collect a new sample at no extra charge or give you a full refund, as you prefer.",
        "Refunds are paid back by the same means you paid, within 7 working days of our agreeing the refund.",
      ],
    },
    {
      heading: "Your reports are confidential",
      paragraphs: [
        "A report opens only with its booking reference and the mobile number given at booking (at My Reports, /reports), or through a link we send on WhatsApp to that mobile number or to a doctor or person the patient asks us to send it to. We do not give reports to anyone else without the patient's consent, unless the law requires it. Our Privacy notice explains how we handle your data.",
      ],
    },
    {
      heading: "Using our website",
      paragraphs: ["When you use our website, please do not:"],
      bullets: [
        "Book in someone else's name without their permission, or give false details.",
        "Try to get into parts of the site or data that are not meant for you.",
        "Disturb the website, for example with automated requests, harmful code or spam.",
        "Copy our content for commercial use without our written permission.",
      ],
    },
    {
      heading: "Limits of our responsibility",
      paragraphs: [
        "We carry out every test with care and follow quality checks. Still, no lab test is perfect: a result can be affected by things such as preparation, medicines, or the body's natural changes. Test results should always be read by a doctor along with your symptoms and history.",
        "We are responsible for loss caused by our own mistakes or poor service, as the law says. We are not responsible for decisions taken without a doctor's advice, for loss caused by wrong details or preparation on your side, or for delays caused by events outside our control.",
        "Nothing in these terms takes away your rights under the Consumer Protection Act, 2019, or any other law that protects you.",
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of India. Courts at Noida (Gautam Buddh Nagar), Uttar Pradesh, will have jurisdiction over any dispute. This does not affect your right to approach a consumer commission under the Consumer Protection Act, 2019.",
      ],
    },
    {
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms. The date at the top shows when they were last changed. The terms in force when your booking was confirmed apply to that booking.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: ["For any question or complaint about these terms, write to {email} or call {phone}."],
    },
  ],
} satisfies ContentPage;
