import type { ContentPage } from "../content-page.ts";

export default {
  slug: "consultation",
  title: "Free doctor consultation on your report",
  description:
    "Have your {labName} test report explained by a doctor over the phone, free of charge. Who can use it, how to ask, and what it does not cover.",
  intro:
    "A lab report can be hard to read. After your test with {labName}, a doctor can call you and explain your report in simple words, at no extra cost.",
  sections: [
    {
      heading: "What happens",
      paragraphs: [
        "A doctor calls you by phone and goes through your report with you. They explain what each result means, which results are outside the normal range, and what questions you may want to ask your own doctor.",
        "Keep your report and a list of your current medicines with you during the call, and feel free to ask anything you are unsure about.",
      ],
    },
    {
      heading: "Who can use it",
      bullets: [
        "Anyone who has had tests done at {labName}, for the report from those tests.",
        "A parent or lawful guardian for a child's report, or a family member the patient has named, with the patient's consent.",
      ],
    },
    {
      heading: "How to ask for it",
      paragraphs: [
        "Once your report is ready, call us on {phone} and ask for a doctor consultation. Keep your booking details or registered mobile number handy. We will arrange a time for the doctor to call you.",
        "To protect your privacy, the doctor will confirm who you are before discussing your results.",
      ],
    },
    {
      heading: "What it is not",
      bullets: [
        "It is not an emergency service. In an emergency, call 112 or go to the nearest hospital straight away.",
        "It does not replace your own doctor. For treatment, new medicines or changes to your medicines, please see your doctor, who can examine you and knows your history.",
        "It covers reports from tests done at our lab only.",
      ],
    },
  ],
} satisfies ContentPage;
