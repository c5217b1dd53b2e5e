import { describe, expect, it } from "vitest";
import { BUILT_IN_SLIDES } from "../../domain/built-in-slides.ts";
import { CITIES } from "../../domain/catalogue.ts";
import type { SiteSettings } from "../../domain/site-settings.ts";
import { SHARE_CARD_LINES } from "../lib/seo.ts";
import { CONTENT_PAGES } from "./content-pages.ts";
import { FEATURES } from "./home.ts";
import { cityListsUnlikeThePicker, unkeptPromises } from "../../test/honest-copy.ts";
import { getContentPage } from "./pages.server.ts";

const site: SiteSettings = {
  labName: "Test Lab",
  phone: "+91 98100 00000",
  phoneAlt: "",
  whatsappNumber: "919810000000",
  email: "care@testlab.example",
  addresses: ["1 Sector 18, Noida, Uttar Pradesh 201301"],
  hours: "Mon–Sun, 7:00 am – 9:00 pm",
  hi: {},
  accreditation: "Accredited for the tests listed on our certificate",
  showDiscountBadges: true,
};

function pageText(slug: string): string {
  const page = getContentPage(slug, site);
  if (!page) throw new Error(`No content page ${slug}`);
  return [
    page.title,
    page.description,
    page.intro,
    ...page.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.bullets ?? [])]),
  ].join("\n");
}

describe("the checks on the site's words", () => {
  it("find a city list that is not the picker's, and pass the picker's in any order or conjunction", () => {
    expect(cityListsUnlikeThePicker("We collect in Delhi or Noida.")).toEqual(["Delhi or Noida"]);
    expect(cityListsUnlikeThePicker("Across Delhi, Noida, Gurgaon and Ghaziabad.")).toEqual([
      "Delhi, Noida, Gurgaon and Ghaziabad",
    ]);
    expect(cityListsUnlikeThePicker(`In ${CITIES.join(", ")}. Also ${[...CITIES].reverse().join(" or ")}.`)).toEqual(
      [],
    );
    expect(cityListsUnlikeThePicker("Our lab in Noida (Gautam Buddh Nagar), Uttar Pradesh.")).toEqual([]);
  });

  it("find e-mailed reports and online payment, and let 'nothing is charged online' and 'write to us by e-mail' pass", () => {
    expect(unkeptPromises("Your report is e-mailed to you. Pay online by UPI.").map((p) => p.promise)).toEqual([
      "reports by e-mail",
      "online payment",
    ]);
    expect(unkeptPromises("We send reports to your e-mail address.")).toHaveLength(1);
    expect(unkeptPromises("Keep your payment reference.")).toHaveLength(1);
    expect(
      unkeptPromises("Nothing is charged online: you pay at the collection. Questions? Write to us by e-mail."),
    ).toEqual([]);
  });
});

describe("every content page", () => {
  for (const { slug } of CONTENT_PAGES) {
    it(`/${slug} names the city picker's cities, and promises no e-mailed report and no online payment`, () => {
      const text = pageText(slug);
      expect(cityListsUnlikeThePicker(text)).toEqual([]);
      expect(unkeptPromises(text)).toEqual([]);
    });
  }

  it("names the cities from the picker's list: the pages that list them name all of them", () => {
    for (const slug of ["about", "home-collection", "careers", "corporate", "terms"]) {
      const text = pageText(slug);
      for (const city of CITIES) expect(text, `${slug} ${city}`).toContain(city);
    }
  });

  it("says how a patient pays and opens reports as the product does it", () => {
    expect(pageText("terms")).toContain("Nothing is charged online: you pay at the home collection or at the lab.");
    expect(pageText("home-collection")).toMatch(/you pay the collector at the visit/);
    expect(pageText("privacy")).not.toMatch(/payment reference/i);
    expect(pageText("terms")).toMatch(/My Reports, \/reports/);
  });
});

describe("the home page's and the share card's own words", () => {
  it("keep to the picker's cities and the product's promises", () => {
    const texts = [
      ...FEATURES.flatMap((f) => [f.title, f.text]),
      ...BUILT_IN_SLIDES.flatMap((s) => [s.title, s.description]),
      ...SHARE_CARD_LINES,
    ];
    for (const text of texts) {
      expect(cityListsUnlikeThePicker(text), text).toEqual([]);
      expect(unkeptPromises(text), text).toEqual([]);
    }
  });
});
