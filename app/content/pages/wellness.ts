import type { ContentPage } from "../content-page.ts";

export default {
  slug: "wellness",
  title: "Wellness and preventive checkups",
  description:
    "Why regular health checkups help, which checkup suits your age and health risks, and simple habits for a healthier life.",
  intro:
    "Many common health problems, such as diabetes, high cholesterol and thyroid disease, cause no signs in the early stages. A regular checkup can find them early, when they are easier to manage.",
  sections: [
    {
      heading: "Why regular checkups help",
      bullets: [
        "They can find problems before you feel unwell.",
        "They give you and your doctor a baseline to compare with later.",
        "They show whether changes in food, exercise or medicines are working.",
        "They give peace of mind when results are normal.",
      ],
    },
    {
      heading: "Which checkup suits whom",
      paragraphs: [
        "The right checkup depends on your age, your health and your family history. These are general guides; your doctor can advise what is right for you.",
      ],
      bullets: [
        "Young adults: a basic checkup with a complete blood count, blood sugar, cholesterol and, for many, vitamin D and vitamin B12.",
        "Women: a checkup that includes haemoglobin and iron, thyroid, vitamin D and calcium, as these are common concerns.",
        "Adults over 40: a fuller checkup that adds HbA1c, kidney and liver function, and thyroid tests.",
        "Older adults: a fuller checkup, plus tests your doctor suggests for bones, heart or other concerns.",
        "People with diabetes, high blood pressure, heart disease, obesity, or a family history of these: regular checkups as advised by your doctor, which may be more often than for others.",
      ],
    },
    {
      heading: "How often",
      paragraphs: [
        "For many adults, a checkup once a year is a sensible habit. If you have a long-term condition, your doctor may ask for some tests more often. If a result is outside the normal range, follow your doctor's advice on when to test again.",
      ],
    },
    {
      heading: "Everyday habits that help",
      bullets: [
        "Walk or do some physical activity on most days.",
        "Eat more vegetables, fruit, dals and whole grains, and less sugar, salt and fried food.",
        "Do not smoke or chew tobacco, and limit alcohol.",
        "Sleep well, and find time to relax.",
        "Drink enough water, and keep a healthy weight.",
        "Take your medicines as prescribed, and do not stop them without asking your doctor.",
      ],
    },
    {
      heading: "Book a checkup",
      paragraphs: [
        "You can book a checkup on our website or by calling {phone}, and we can collect your sample at home. After your report, our free doctor consultation can explain your results.",
      ],
    },
  ],
} satisfies ContentPage;
