import type { ContentPage } from "../content-page.ts";

export default {
  slug: "blog",
  title: "Health articles",
  description:
    "Short, plain-language health articles: preparing for a fasting blood test, HbA1c, vitamin D and when to get a thyroid test.",
  intro:
    "Simple explanations of common tests and health questions. These articles give general information only. Please talk to your doctor about your own health.",
  sections: [
    {
      heading: "How to prepare for a fasting blood test",
      paragraphs: [
        "Some tests, such as fasting blood sugar and some lipid (cholesterol) profiles, need you to fast first. Fasting usually means nothing to eat or drink except plain water for 8 to 12 hours before the sample. Your booking confirmation will tell you how long to fast for your tests.",
        "A simple way is to eat a light dinner, then book an early morning slot. Do drink plain water: it keeps you comfortable and makes the sample easier to take. Avoid tea, coffee, milk, juice, chewing gum and smoking until the sample is taken. Avoid alcohol and very heavy, oily food the day before, and avoid hard exercise just before the test.",
        "Take your usual medicines unless your doctor has told you otherwise. If you take medicine or insulin for diabetes, ask your doctor what to do, because fasting can make your sugar drop too low. Keep a snack ready to eat straight after the sample.",
        "If you ate something by mistake, tell the collector. It is better to change the time than to get a result that is not correct.",
      ],
    },
    {
      heading: "What HbA1c tells you",
      paragraphs: [
        "HbA1c is a blood test that shows your average blood sugar over about the last two to three months. Sugar in the blood sticks to haemoglobin, the protein in red blood cells. Red blood cells live for around three months, so the test gives a longer view than a single sugar reading.",
        "You do not need to fast for HbA1c. Doctors use it to check for diabetes and prediabetes, and to see how well diabetes is controlled. As a general guide, a result below 5.7% is usually normal, 5.7% to 6.4% suggests prediabetes, and 6.5% or more suggests diabetes. Your doctor will confirm a diagnosis, often with a repeat test or another sugar test.",
        "Some conditions can make HbA1c less reliable, such as anaemia, thalassaemia trait and other haemoglobin conditions, recent blood loss or transfusion, pregnancy and kidney disease. If you have any of these, tell your doctor. The right HbA1c target for someone with diabetes differs from person to person, so agree yours with your doctor.",
      ],
    },
    {
      heading: "Why so many people in India are low on vitamin D",
      paragraphs: [
        "Our skin makes vitamin D from sunlight, so it may seem strange that low vitamin D is common in a sunny country. The reasons are everyday ones: many of us work and study indoors, cover most of our skin, travel in cars and metros, and live with smog that blocks some sunlight. Darker skin also needs longer in the sun to make the same amount of vitamin D. Few foods contain much vitamin D, especially in a vegetarian diet.",
        "Vitamin D helps the body use calcium to keep bones and muscles strong. Low levels often cause no symptoms at all. Some people feel tired or have aches in bones and muscles. Very low levels over a long time can lead to weak, soft bones.",
        "The blood test for vitamin D is called 25-hydroxy vitamin D, and it does not need fasting. If your level is low, your doctor will suggest the right dose and how long to take it. Please do not take high-dose vitamin D on your own: too much can raise calcium in the blood and harm the kidneys. Some time in the sun, in a safe and comfortable way, and foods such as eggs, fish and fortified milk can help.",
      ],
    },
    {
      heading: "When to get a thyroid test",
      paragraphs: [
        "The thyroid is a small gland in the neck. Its hormones control how fast the body uses energy. Thyroid problems are common, especially in women, and they often develop slowly.",
        "An underactive thyroid can cause tiredness, weight gain, feeling cold, constipation, dry skin, hair fall, low mood and heavy or irregular periods. An overactive thyroid can cause weight loss, a fast or uneven heartbeat, feeling hot, sweating, shaky hands and anxiety. If you notice these signs, see your doctor. A thyroid test is also often advised if you are pregnant or planning a pregnancy, after having a baby, if you have a family history of thyroid disease, or if you have type 1 diabetes or another autoimmune condition.",
        "The usual first test is TSH, often with T4 and T3 (or free T4). You normally do not need to fast. If you already take thyroid medicine, ask your doctor whether to give the sample before your daily dose. Biotin supplements, often taken for hair and nails, can affect thyroid results, so tell your doctor and our team if you take them.",
      ],
    },
  ],
} satisfies ContentPage;
