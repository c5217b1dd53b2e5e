// The five slides the home page is first seeded with (SPEC §3). Kept here, shared by the
// seed job (which stores them with their artwork) and the home page (whose computer hero
// shows them when staff have no active slide there), so the two can never disagree. The
// phone's promo cards have no such fallback: without a slide placed there, none are shown.

import type { SlidePlacement } from "./slide-placement.ts";

/** Plain decorative artwork for a seeded slide or package: a gradient and a simple motif. */
export type Artwork = { from: string; to: string; motif: "cross" | "drop" | "heart" | "pulse" };

export type BuiltInSlide = {
  title: string;
  description: string;
  buttonText: string;
  buttonLink: string;
  /** The slide's words on the Hindi pages (/hi/...); the link is the same page's. */
  hi: { title: string; description: string; buttonText: string };
  /** The two that are something a patient does from a phone also make promo cards there. */
  placement: SlidePlacement;
  artwork: Artwork;
};

export const BUILT_IN_SLIDES: readonly BuiltInSlide[] = [
  {
    title: "Your Health Our Priority",
    description: "Accurate lab tests with reports online, most of them the same day.",
    buttonText: "Explore Tests",
    buttonLink: "/tests",
    hi: {
      title: "आपकी सेहत, हमारे लिए सबसे पहले",
      description: "सटीक लैब टेस्ट और ऑनलाइन रिपोर्ट, ज़्यादातर उसी दिन।",
      buttonText: "टेस्ट देखें",
    },
    placement: "hero",
    artwork: { from: "#0f766e", to: "#134e4a", motif: "cross" },
  },
  {
    title: "Home Collection Service",
    description: "A trained phlebotomist collects your sample at home, at the slot you choose.",
    buttonText: "Book Home Collection",
    buttonLink: "/home-collection",
    hi: {
      title: "होम कलेक्शन सेवा",
      description: "ट्रेनिंग पाए हुए सैंपल लेने वाले आपके चुने हुए समय (स्लॉट) पर घर आकर आपका सैंपल लेते हैं।",
      buttonText: "होम कलेक्शन बुक करें",
    },
    placement: "both",
    artwork: { from: "#1d4ed8", to: "#1e3a8a", motif: "drop" },
  },
  {
    title: "Health Packages",
    description: "Full body, women's, heart, diabetes and senior checkups at clear, fair prices.",
    buttonText: "View Packages",
    buttonLink: "/packages",
    hi: {
      title: "हेल्थ पैकेज",
      description: "फ़ुल बॉडी, महिलाओं, दिल, डायबिटीज़ और बुज़ुर्गों के चेकअप, साफ़ और उचित कीमतों पर।",
      buttonText: "पैकेज देखें",
    },
    placement: "both",
    artwork: { from: "#be185d", to: "#831843", motif: "heart" },
  },
  {
    title: "Expert Team",
    description: "Qualified pathologists and technicians check every report before it reaches you.",
    buttonText: "Meet Our Team",
    buttonLink: "/team",
    hi: {
      title: "एक्सपर्ट टीम",
      description: "योग्य पैथोलॉजिस्ट और टेक्नीशियन हर रिपोर्ट आप तक पहुंचने से पहले जांचते हैं।",
      buttonText: "हमारी टीम से मिलें",
    },
    placement: "hero",
    artwork: { from: "#7c3aed", to: "#4c1d95", motif: "pulse" },
  },
  {
    title: "Modern Facilities",
    description: "Automated analysers and strict quality control for results you can rely on.",
    buttonText: "See Our Facilities",
    buttonLink: "/facilities",
    hi: {
      title: "आधुनिक सुविधाएं",
      description: "ऑटोमेटेड एनालाइज़र और सख़्त क्वालिटी कंट्रोल, ताकि आप नतीजों पर भरोसा कर सकें।",
      buttonText: "हमारी सुविधाएं देखें",
    },
    placement: "hero",
    artwork: { from: "#b45309", to: "#78350f", motif: "cross" },
  },
];
