import type { ContentPage } from "../content-page.ts";

export default {
  slug: "about",
  title: "About us",
  description:
    "{labName} is a pathology lab serving {cities}, with home sample collection, health checkups and reports online.",
  intro:
    "{labName} is a pathology lab for families in {cities}. We test blood and other samples, and we can collect them from your home.",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        "We are a diagnostic lab. Doctors ask for blood, urine and other tests to understand your health, and we carry out those tests carefully and report the results clearly.",
        "You can visit us, or our trained staff can come to your home in {citiesOr} to collect your sample at a time that suits you.",
      ],
    },
    {
      heading: "Our mission",
      paragraphs: [
        "We want testing to be simple, honest and easy to understand. That means accurate results, fair prices told to you before you book, and reports you can read without worry.",
        "We treat every sample as if it belonged to someone in our own family.",
      ],
    },
    {
      heading: "What we offer",
      bullets: [
        "Home sample collection: a trained collector comes to your home at the slot you choose.",
        "Health checkups: packages of tests for a full picture of your health, for different ages and needs.",
        "Free doctor consultation on reports: a doctor can explain your report to you by phone.",
        "Online booking and reports: book at /book, and open your report at My Reports (/reports) with your booking reference and mobile number, or from the link we send on WhatsApp. Routine tests are ready within 24 hours; some specialised tests take longer, and we tell you when you book.",
      ],
    },
    {
      heading: "Why choose us",
      bullets: [
        "{accreditation}",
        "Same-day reports for many tests.",
        "Trained phlebotomists (sample collectors) who are gentle and careful.",
        "Clear prices with no hidden charges.",
        "Reports explained in plain words.",
      ],
    },
    {
      heading: "Talk to us",
      paragraphs: [
        "If you have a question about a test, a price or a report, call us on {phone} or write to {email}. We are happy to help.",
      ],
    },
  ],
} satisfies ContentPage;
