import type { ContentPage } from "../content-page.ts";

export default {
  slug: "careers",
  title: "Careers",
  description:
    "Work with {labName} in {cities}: phlebotomists, lab technicians, customer care and logistics staff. Send your CV to apply.",
  intro:
    "A good lab depends on careful, kind people. If you want to work in healthcare and help families in {cities}, we would like to hear from you.",
  sections: [
    {
      heading: "The people we hire",
      bullets: [
        "Phlebotomists for home collection: trained to take blood samples gently and safely, and happy to travel to patients' homes across {citiesOr}.",
        "Lab technicians with a DMLT or BMLT qualification, who run tests, look after the analysers and follow quality control steps.",
        "Customer care staff who speak clearly and patiently with patients by phone and WhatsApp, book tests and answer questions.",
        "Delivery and logistics staff who carry samples safely and on time from homes and collection points to the lab, keeping them at the right temperature.",
      ],
    },
    {
      heading: "What we look for",
      bullets: [
        "Care for patients, and respect for their privacy.",
        "Attention to detail: in a lab, small mistakes matter.",
        "Honesty and punctuality.",
        "Willingness to learn and follow safety and hygiene rules.",
        "The right qualification for the role, where one is needed.",
      ],
    },
    {
      heading: "What we offer",
      bullets: [
        "Training when you join, and regular refresher training.",
        "Protective equipment and training in the safe handling of samples.",
        "A respectful workplace where questions are welcome.",
        "Work that helps people in your own city.",
      ],
    },
    {
      heading: "How to apply",
      paragraphs: [
        "Send your CV to {email}. In the subject line, please write the role you are interested in and whether you prefer to work in {citiesOr}.",
        "We do not list fixed openings here. We keep your CV and contact you when a suitable role comes up. We use your CV only for hiring, and you can ask us to delete it at any time.",
        "We never ask for money to apply or to give you a job. If anyone asks you for a fee in our name, please do not pay, and tell us on {phone}.",
      ],
    },
  ],
} satisfies ContentPage;
