import type { ContentPage } from "../content-page.ts";

export default {
  slug: "team",
  title: "Our team",
  description:
    "The people behind your tests at {labName}: pathologists, lab technicians, trained phlebotomists and customer care staff, and how they are trained.",
  intro:
    "Every report from {labName} passes through several careful hands. Here is who does what, from booking your test to signing your report.",
  sections: [
    {
      heading: "Pathologists",
      paragraphs: [
        "Pathologists are doctors with specialist training in laboratory medicine. They oversee the lab's work, review results, look closely at anything unusual, and sign the reports before they are sent to you.",
      ],
    },
    {
      heading: "Lab technicians",
      paragraphs: [
        "Our lab technicians hold DMLT or BMLT qualifications. They prepare samples, run the analysers, carry out quality control checks every day, and make sure each result is matched to the right sample.",
      ],
    },
    {
      heading: "Trained phlebotomists",
      paragraphs: [
        "Phlebotomists are the people who take your sample, at our lab or at your home. They are trained to collect blood gently, to use a new sealed kit for every patient, to label each sample correctly, and to keep samples at the right temperature on the way to the lab.",
      ],
    },
    {
      heading: "Customer care",
      paragraphs: [
        "Our customer care team takes bookings by phone and WhatsApp, checks and confirms the bookings made on our website, and helps with questions about preparation, prices, timings and reports. You can reach them on {phone} or at {email}.",
      ],
    },
    {
      heading: "How our team is trained",
      bullets: [
        "Training for every new team member before they work with patients or samples.",
        "Infection control and hygiene, including the safe disposal of used needles and other waste.",
        "Checking the patient's identity and labelling samples correctly.",
        "Quality control and the correct use of lab equipment.",
        "Keeping patient information private.",
        "Regular refresher training, and updates whenever our methods change.",
      ],
    },
  ],
} satisfies ContentPage;
