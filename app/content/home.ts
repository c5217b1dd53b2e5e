import { BUILT_IN_SLIDES as SEEDED_SLIDES, type BuiltInSlide } from "../../domain/built-in-slides.ts";

/**
 * SPEC §3: shown only when staff have no active slide in the Carousel Manager. They are the
 * slides the database is first seeded with, so the two can never disagree; without
 * their seeded artwork, the hero draws its own background. Each keeps its Hindi (`hi`): the
 * home page's loader sends the page's language only.
 */
export const BUILT_IN_SLIDES: (Pick<BuiltInSlide, "title" | "description" | "buttonText" | "buttonLink" | "hi"> & {
  id: string;
  imageUrl: null;
})[] = SEEDED_SLIDES.map(({ title, description, buttonText, buttonLink, hi }, i) => ({
  id: `built-in-${i + 1}`,
  title,
  description,
  buttonText,
  buttonLink,
  hi,
  imageUrl: null,
}));

/** The four promises of SPEC §1, as the home page's feature tiles, each with its Hindi (`hi`). */
export const FEATURES = [
  {
    title: "Home sample collection",
    text: "A trained phlebotomist visits at the time you choose.",
    link: "/home-collection",
    hi: { title: "घर से सैंपल कलेक्शन", text: "ट्रेनिंग पाए हुए सैंपल लेने वाले (phlebotomist) आपके चुने हुए समय पर घर आते हैं।" },
  },
  {
    title: "Health checkups",
    text: "Packages for every age, from basic to full body.",
    link: "/packages",
    hi: { title: "हेल्थ चेकअप", text: "हर उम्र के लिए पैकेज, बेसिक से फ़ुल बॉडी चेकअप तक।" },
  },
  {
    title: "Free doctor consultation",
    text: "A doctor explains your report on the phone.",
    link: "/consultation",
    hi: { title: "डॉक्टर से मुफ़्त सलाह", text: "डॉक्टर फ़ोन पर आपकी रिपोर्ट समझाते हैं।" },
  },
  {
    title: "Reports within 24 hours",
    text: "Open them online at My Reports; many tests the same day.",
    link: "/reports",
    hi: { title: "24 घंटे के अंदर रिपोर्ट", text: "मेरी रिपोर्ट पर ऑनलाइन खोलें; कई टेस्ट की रिपोर्ट उसी दिन।" },
  },
] as const;

/** Mobile category tiles (SPEC §3): each opens a filtered list. `hi` is the tile's Hindi. */
export const CATEGORY_TILES = [
  { label: "For Women", link: "/packages?category=women", hi: { label: "महिलाओं के लिए" } },
  { label: "For Men", link: "/packages?category=full-body", hi: { label: "पुरुषों के लिए" } },
  { label: "Lifestyle Checkups", link: "/packages?category=cardiac", hi: { label: "लाइफ़स्टाइल चेकअप" } },
  { label: "Health Concerns", link: "/tests", hi: { label: "सेहत की परेशानियां" } },
  { label: "Senior Care", link: "/packages?category=senior", hi: { label: "बुज़ुर्गों के लिए" } },
  { label: "Covid Care", link: "/tests/covid-rt-pcr", hi: { label: "कोविड केयर" } },
] as const;
