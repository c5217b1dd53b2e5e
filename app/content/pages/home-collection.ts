import type { ContentPage } from "../content-page.ts";

export default {
  slug: "home-collection",
  title: "Home sample collection",
  description:
    "How {labName} collects your sample at home in {cities}: book a slot online, pay at the visit, and open your report online.",
  intro:
    "Give your sample without leaving home. A trained collector from {labName} comes to you at the time you choose, in {cities}.",
  sections: [
    {
      heading: "How it works",
      bullets: [
        "Book: choose your tests or checkup, enter your pincode and pick a time slot on our website (/book), or call {phone}.",
        "Your booking page: you get a booking reference and a page that tells you how to prepare, where you can move or cancel the booking. The lab then confirms it, and calls you or messages you on WhatsApp if anything needs to change.",
        "Visit: a trained collector comes to your home at the chosen slot.",
        "Sealed kit: the collector opens a new, sealed single-use kit in front of you.",
        "Barcoded sample: your sample is labelled with a barcode straight away and carried to our lab at the right temperature.",
        "Report online: when it is ready we send a link to your mobile number on WhatsApp, and you can also open it at My Reports (/reports) with your booking reference and mobile number.",
      ],
    },
    {
      heading: "Areas we cover",
      paragraphs: [
        "We collect samples from homes in {cities}. When you book, enter your pincode to check that we cover your area. If you are not sure, call us on {phone}.",
      ],
    },
    {
      heading: "How to prepare",
      bullets: [
        "If your test needs fasting, have nothing but plain water for the time we tell you. Early morning slots make this easier.",
        "Drink plain water unless told otherwise; it makes the sample easier to take.",
        "Take your usual medicines unless your doctor says otherwise, and tell the collector what you take.",
        "Wear a shirt or top with loose sleeves.",
        "Keep your booking details, and any doctor's prescription, ready.",
        "Make sure an adult is at home during the visit. For a child, a parent or lawful guardian must be present.",
      ],
    },
    {
      heading: "Safety and hygiene",
      bullets: [
        "Our collectors are trained in safe and gentle sample collection.",
        "They clean their hands and wear fresh gloves for every patient.",
        "Every needle and tube comes from a sealed single-use kit that is opened in front of you.",
        "Used needles go into a closed sharps box and are taken away for safe disposal; nothing is left behind in your home.",
      ],
    },
    {
      heading: "Charges",
      paragraphs: [
        "Any home collection charge is shown in the total before you book, and that total is the price you pay, with no hidden charges. Nothing is charged online: you pay the collector at the visit.",
      ],
    },
  ],
} satisfies ContentPage;
