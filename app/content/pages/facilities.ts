import type { ContentPage } from "../content-page.ts";

export default {
  slug: "facilities",
  title: "Our lab facilities",
  description:
    "What the {labName} lab uses to test your samples: automated analysers, cold-chain transport, barcoded samples and regular quality checks.",
  intro:
    "Good results need good equipment and careful checks. Here is, in simple terms, how our lab handles and tests your sample.",
  sections: [
    {
      heading: "Automated analysers",
      paragraphs: [
        "Automated machines measure samples in the same way every time, which helps give consistent results. Trained staff run and look after them, and a pathologist reviews the results. Our lab uses:",
      ],
      bullets: [
        "Haematology analysers for blood counts, such as haemoglobin, white blood cells and platelets.",
        "Biochemistry analysers for tests such as blood sugar, cholesterol, and liver and kidney function.",
        "Immunoassay analysers for tests such as thyroid hormones, vitamins and other hormones.",
      ],
    },
    {
      heading: "Barcoded samples",
      paragraphs: [
        "Every sample gets a barcode as soon as it is collected. The barcode links the sample to your booking at each step, from your home to the analyser to your report. This reduces the chance of mix-ups and means your name need not be handwritten on tubes.",
      ],
    },
    {
      heading: "Cold-chain sample transport",
      paragraphs: [
        "Many samples must be kept within a set temperature range until they are tested. Our collectors carry samples in temperature-controlled boxes, and samples are brought to the lab as quickly as possible.",
      ],
    },
    {
      heading: "Quality checks",
      bullets: [
        "Internal quality control: every day, we test control samples with known values to check that each analyser is giving correct results before patient samples are reported.",
        "External quality assessment: we regularly test samples sent by outside schemes and compare our results with other labs, to make sure our results stay accurate.",
        "Regular calibration and maintenance of the equipment.",
      ],
    },
    {
      heading: "Hygiene and safety",
      paragraphs: [
        "We use sealed single-use collection kits, and we handle and dispose of used needles and other biomedical waste safely, as the law requires.",
      ],
    },
  ],
} satisfies ContentPage;
