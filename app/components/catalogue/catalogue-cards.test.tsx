import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { HealthPackage } from "../../../domain/health-package.ts";
import type { Locale } from "../../../domain/locale.ts";
import { createRoutesStubWithMessages } from "../../../test/stub-with-messages.tsx";
import { localizePackage } from "../../lib/package-card-data.ts";
import { toTestCard } from "../../lib/test-card-data.ts";
import type { LabTest } from "../../../domain/lab-test.ts";
import { PackageCard } from "./package-card.tsx";
import { PackagesBrowser } from "./packages-browser.tsx";
import { TestCard } from "./test-card.tsx";

/** A card as a page at `path` renders it, with that page's messages. */
function renderAt(path: string, ui: React.ReactNode, locale: Locale) {
  const Stub = createRoutesStubWithMessages([{ path: "*", Component: () => ui }], {
    locale,
    namespaces: ["common", "catalogue"],
  });
  return render(<Stub initialEntries={[path]} />);
}

const cbc = {
  slug: "cbc",
  name: "Complete Blood Count (CBC)",
  description: "Counts your blood cells.",
  reportTime: "Same Day",
  labType: "Pathology",
  price: 319,
  originalPrice: 450,
  cityPrices: {},
  hi: { name: "कम्प्लीट ब्लड काउंट (CBC)", reportTime: "उसी दिन", medicalReview: null },
} as unknown as LabTest;

const pkg = {
  id: "pkg1",
  name: "Basic Health Checkup",
  description: "The essentials.",
  category: "basic",
  price: 1999,
  discountedPrice: 1499,
  isFeatured: true,
  imageUrl: null,
  tests: [
    { name: "Complete Blood Count (CBC)", slug: "cbc" },
    { name: "ECG", slug: null },
  ],
  hi: { name: "बेसिक हेल्थ चेकअप (Basic Health Checkup)" },
} as unknown as HealthPackage & { hi: { name: string } };

describe("a test card", () => {
  it("reads as before on an English page", () => {
    const { container } = renderAt("/tests", <TestCard test={toTestCard(cbc, "Delhi", "en")} />, "en");
    expect(screen.getByRole("link", { name: "Complete Blood Count (CBC)" }).getAttribute("href")).toBe("/tests/cbc");
    expect(screen.getByRole("link", { name: "Book Now: Complete Blood Count (CBC)" }).getAttribute("href")).toBe(
      "/book/cbc",
    );
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toContain(
      "Learn More about Complete Blood Count (CBC)",
    );
    expect(container.textContent).toContain("Report: Same Day · Pathology");
    expect(container.querySelector("[lang]")).toBeNull();
  });

  it("speaks Hindi on a Hindi page, leads to the Hindi pages, and marks what is still English", () => {
    const { container } = renderAt("/hi/tests", <TestCard test={toTestCard(cbc, "Delhi", "hi")} />, "hi");
    expect(screen.getByRole("heading").textContent).toBe("कम्प्लीट ब्लड काउंट (CBC)");
    expect(screen.getByRole("link", { name: "बुक करें: कम्प्लीट ब्लड काउंट (CBC)" }).getAttribute("href")).toBe(
      "/hi/book/cbc",
    );
    expect(screen.getByRole("link", { name: "और जानें: कम्प्लीट ब्लड काउंट (CBC)" }).getAttribute("href")).toBe(
      "/hi/tests/cbc",
    );
    expect(container.textContent).toContain("रिपोर्ट: उसी दिन · Pathology");
    // The description and lab type have no Hindi yet: shown in English, and saying so.
    expect(screen.getByText("Counts your blood cells.").getAttribute("lang")).toBe("en");
    expect(screen.getByText("Pathology").getAttribute("lang")).toBe("en");
    expect(container.textContent).toContain("29% छूट");
  });
});

describe("a package card", () => {
  it("names the package and its tests in Hindi where written, the rest marked English", () => {
    renderAt("/hi/packages", <PackageCard pkg={{ ...localizePackage("hi", pkg, [cbc]), separately: 1999 }} />, "hi");
    const card = screen.getByRole("article");
    expect(within(card).getByRole("link", { name: "बेसिक हेल्थ चेकअप (Basic Health Checkup)" }).getAttribute("href")).toBe(
      "/hi/packages/pkg1",
    );
    expect(within(card).getByText("ख़ास पैकेज")).toBeDefined();
    expect(within(card).getByText("2 टेस्ट शामिल")).toBeDefined();
    expect(within(card).getByText("कम्प्लीट ब्लड काउंट (CBC)").hasAttribute("lang")).toBe(false);
    expect(within(card).getByText("ECG").getAttribute("lang")).toBe("en");
    expect(within(card).getByText("The essentials.").getAttribute("lang")).toBe("en");
    expect(within(card).getByText("अलग-अलग बुक करने पर ₹1,999")).toBeDefined();
    expect(
      within(card).getByRole("link", { name: "बुक करें: बेसिक हेल्थ चेकअप (Basic Health Checkup)" }).getAttribute("href"),
    ).toBe("/hi/book-package/pkg1");
  });

  it("reads as before on an English page", () => {
    const { container } = renderAt(
      "/packages",
      <PackageCard pkg={{ ...localizePackage("en", pkg, [cbc]), separately: 1999 }} />,
      "en",
    );
    expect(screen.getByRole("link", { name: "Book Now: Basic Health Checkup" }).getAttribute("href")).toBe(
      "/book-package/pkg1",
    );
    expect(container.textContent).toContain("2 tests included");
    expect(container.textContent).toContain("₹1,999 if booked separately");
    expect(container.querySelector("[lang]")).toBeNull();
  });
});

describe("the packages grid", () => {
  const grid = {
    packages: [localizePackage("hi", pkg, [cbc])],
    total: 7,
    filter: { category: undefined, page: 2 },
    hasFailed: false,
  };

  it("keeps its categories and pages on the Hindi page, in Hindi", () => {
    renderAt("/hi/packages?page=2", <PackagesBrowser {...grid} path="/packages" />, "hi");
    const categories = screen.getByRole("navigation", { name: "पैकेज के प्रकार" });
    expect(within(categories).getByRole("link", { name: "बुज़ुर्ग" }).getAttribute("href")).toBe(
      "/hi/packages?category=senior",
    );
    const pages = screen.getByRole("navigation", { name: "पैकेज के पेज" });
    expect(within(pages).getByRole("link", { name: "पिछला" }).getAttribute("href")).toBe("/hi/packages");
    expect(within(pages).getByRole("link", { name: "अगला" }).getAttribute("href")).toBe("/hi/packages?page=3");
    expect(within(pages).getByRole("link", { name: "पेज 3" })).toBeDefined();
  });

  it("on the Hindi home page, stays on /hi", () => {
    renderAt("/hi", <PackagesBrowser {...grid} path="/" />, "hi");
    expect(screen.getByRole("link", { name: "सभी" }).getAttribute("href")).toBe("/hi");
    expect(screen.getByRole("link", { name: "महिलाएं" }).getAttribute("href")).toBe("/hi?category=women");
  });

  it("says in Hindi that the packages could not be loaded, with a retry", () => {
    renderAt("/hi/packages", <PackagesBrowser {...grid} packages={[]} hasFailed path="/packages" />, "hi");
    expect(screen.getByRole("alert").textContent).toBe("हेल्थ पैकेज नहीं खुल पाए।फिर से कोशिश करें");
  });
});
