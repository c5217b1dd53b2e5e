import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Slide } from "../../../domain/carousel.ts";
import type { HealthPackage } from "../../../domain/health-package.ts";
import type { StaffSettings } from "../../../domain/settings.ts";
import { ToastProvider } from "../ui/toast.tsx";
import { OUTDATED_NOTE } from "./hindi-fields.tsx";
import { PackageForm } from "./package-form.tsx";
import { createRoutesStubWithMessages } from "../../../test/stub-with-messages.tsx";
import { SettingsForm } from "./settings-form.tsx";
import { SlideForm } from "./slide-form.tsx";

// The Hindi fields of the Package Manager, the Carousel Manager and Settings: beside the English,
// lang="hi", saved as typed, an empty one saved as missing, one whose English changed left out.

const slide: Slide = {
  id: "s1",
  title: "Health Packages",
  description: "Checkups at clear, fair prices.",
  buttonText: "View Packages",
  buttonLink: "/packages",
  hi: { title: "हेल्थ पैकेज", description: "साफ़ और उचित कीमतों पर चेकअप।", buttonText: "पैकेज देखें" },
  isActive: true,
  placement: "both",
  imageId: "a".repeat(16),
  imageUrl: `/api/images/${"a".repeat(16)}`,
  isDeleted: false,
  position: 0,
  deletedAt: null,
  createdAt: "2026-11-20T00:00:00.000Z",
  updatedAt: "2026-11-20T00:00:00.000Z",
};

const pkg: HealthPackage = {
  id: "p1",
  name: "Thyroid Care",
  description: "Thyroid hormones and the tests that go with them.",
  hi: { name: "थायराइड केयर (Thyroid Care)" },
  category: "women",
  price: 1999,
  discountedPrice: 1499,
  tests: [{ name: "Anti-TPO Antibodies", slug: null }],
  isFeatured: false,
  imageId: "b".repeat(16),
  imageUrl: `/api/images/${"b".repeat(16)}`,
  isDeleted: false,
  deletedAt: null,
  createdAt: "2026-11-20T00:00:00.000Z",
  updatedAt: "2026-11-20T00:00:00.000Z",
};

const settings: StaffSettings = {
  labName: "Labfront Diagnostics",
  phone: "+91 98765 43210",
  phoneAlt: null,
  whatsappNumber: "919876543210",
  email: "care@labfront.example",
  addresses: ["B-12, Sector 18, Noida 201301"],
  hours: "Mon–Sun, 7:00 am – 9:00 pm",
  hi: { consentNotice: "हम आपकी बुकिंग के लिए आपका नाम और मोबाइल नंबर इस्तेमाल करते हैं।" },
  peoplePerVisit: 5,
  accreditation: "",
  pincodes: { Delhi: ["110001"], Noida: ["201301"], Gurgaon: [] },
  homeCollectionFee: 100,
  freeCollectionAbove: 999,
  slotStart: "06:30",
  slotEnd: "11:00",
  slotMinutes: 30,
  slotCapacity: 4,
  labSlotCapacity: 4,
  daysOpen: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
  bookingDaysAhead: 14,
  minLeadHours: 2,
  consentNotice: "We use your name and mobile number to book your test.",
  consentVersion: "1",
  reportRetentionDays: 365,
  accessLogRetentionDays: 400,
  showDiscountBadges: true,
  secondFactorForEveryone: false,
  reminderTime: "19:00",
  updatedAt: "2026-11-24T04:30:00.000Z",
  updatedBy: null,
  updatedByStaff: null,
};

/** The API: answers a save with what it was sent (on the item given), and keeps the bodies. */
function serve(item: object) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      bodies.push(body);
      return Response.json({ ...item, ...body, updatedAt: "2026-11-25T00:00:00.000Z", updatedBy: "reception" });
    }),
  );
  return bodies;
}

const field = (label: string) => screen.getByLabelText(label, { selector: "input, textarea" }) as HTMLInputElement;
const type = (label: string, text: string) => fireEvent.change(field(label), { target: { value: text } });
const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });

afterEach(() => vi.unstubAllGlobals());

describe("the Carousel Manager's Hindi", () => {
  it("shows the slide's Hindi beside its English; each English field's name still finds it alone", () => {
    render(<SlideForm slide={slide} onSaved={() => {}} onCancel={() => {}} />);
    expect(field("हेडिंग (Hindi)").value).toBe("हेल्थ पैकेज");
    expect(field("हेडिंग (Hindi)").getAttribute("lang")).toBe("hi");
    expect(field("जानकारी (Hindi)").value).toBe(slide.hi.description);
    expect(field("बटन का टेक्स्ट (Hindi)").value).toBe("पैकेज देखें");
    for (const name of [/title/i, /description/i, /button text/i, /button link/i, /both/i])
      expect(screen.getAllByLabelText(name), String(name)).toHaveLength(1);
  });

  it("saves the Hindi as typed and an emptied field as missing", async () => {
    const bodies = serve(slide);
    render(<SlideForm slide={slide} onSaved={() => {}} onCancel={() => {}} />);
    type("बटन का टेक्स्ट (Hindi)", "");
    type("हेडिंग (Hindi)", " हेल्थ चेकअप पैकेज ");
    await click("Save Changes");
    expect(bodies[0].hi).toEqual({ title: "हेल्थ चेकअप पैकेज", description: slide.hi.description });
  });
});

describe("the Package Manager's Hindi", () => {
  it("shows, saves and leaves out the package's Hindi", async () => {
    const bodies = serve(pkg);
    render(<PackageForm pkg={pkg} catalogue={[]} onSaved={() => {}} onCancel={() => {}} />);
    expect(field("नाम (Hindi)").value).toBe("थायराइड केयर (Thyroid Care)");
    expect(field("जानकारी (Hindi)").value).toBe("");
    expect(field("जानकारी (Hindi)").getAttribute("lang")).toBe("hi");
    for (const name of [/name/i, /description/i, /category/i, /original price/i])
      expect(screen.getAllByLabelText(name), String(name)).toHaveLength(1);
    type("जानकारी (Hindi)", "थायराइड हार्मोन और उनके साथ होने वाले टेस्ट।");
    await click("Save Changes");
    expect(bodies[0].hi).toEqual({
      name: "थायराइड केयर (Thyroid Care)",
      description: "थायराइड हार्मोन और उनके साथ होने वाले टेस्ट।",
    });
  });

  it("warns beside a Hindi field that uses a word the glossary avoids, and still saves it as typed", async () => {
    const bodies = serve(pkg);
    render(<PackageForm pkg={pkg} catalogue={[]} onSaved={() => {}} onCancel={() => {}} />);
    expect(screen.queryByText(/Our Hindi glossary says/)).toBeNull();
    const words = "वयस्कों के लिए थायराइड टेस्ट, रिज़ल्ट उसी दिन।";
    type("जानकारी (Hindi)", words);
    const warning = screen.getByText(/Our Hindi glossary says/);
    expect(warning.textContent).toBe(
      "Our Hindi glossary says “नतीजा” rather than “रिज़ल्ट”; “बड़े” rather than “वयस्कों”. You can still save.",
    );
    expect(field("जानकारी (Hindi)").getAttribute("aria-describedby")).toContain(warning.id);
    await click("Save Changes");
    expect(bodies[0].hi).toMatchObject({ description: words });
    // The glossary's own allowance: the result named in Hindi with its English beside it.
    type("जानकारी (Hindi)", "नतीजा (रिज़ल्ट) उसी दिन।");
    expect(screen.queryByText(/Our Hindi glossary says/)).toBeNull();
  });

  it("leaves out the Hindi name when the English name changed and the Hindi did not", async () => {
    const bodies = serve(pkg);
    render(<PackageForm pkg={pkg} catalogue={[]} onSaved={() => {}} onCancel={() => {}} />);
    type("Name", "Thyroid Care Plus");
    screen.getByText(OUTDATED_NOTE);
    await click("Save Changes");
    expect(bodies[0].hi).toEqual({});
  });
});

describe("the Settings' Hindi", () => {
  // The staff sign-in section's words come with the page's messages, as the settings loader sends them.
  const Stub = createRoutesStubWithMessages([{ path: "/", Component: () => <SettingsForm settings={settings} /> }], {
    namespaces: ["common", "account"],
  });
  const renderSettings = () =>
    render(
      <ToastProvider>
        <Stub initialEntries={["/"]} />
      </ToastProvider>,
    );

  it("has the opening hours and the consent notice in Hindi beside the English", () => {
    renderSettings();
    expect(field("खुलने का समय (Hindi)").value).toBe("");
    expect(field("खुलने का समय (Hindi)").getAttribute("lang")).toBe("hi");
    expect(field("सहमति का नोटिस (Hindi)").value).toBe(settings.hi.consentNotice);
    expect(field("सहमति का नोटिस (Hindi)").getAttribute("lang")).toBe("hi");
  });

  it("saves the Hindi hours; a changed Hindi notice needs a new version", async () => {
    const bodies = serve(settings);
    renderSettings();
    type("खुलने का समय (Hindi)", "सोम–रवि, सुबह 7:00 – रात 9:00");
    type("सहमति का नोटिस (Hindi)", "हम आपकी बुकिंग के लिए आपका नाम इस्तेमाल करते हैं।");
    await click("Save settings");
    expect(bodies).toHaveLength(0);
    screen.getByText("You changed the notice: give it a new version (e.g. the next number)");
    type("Version", "2");
    await click("Save settings");
    expect(bodies[0].hi).toEqual({
      hours: "सोम–रवि, सुबह 7:00 – रात 9:00",
      consentNotice: "हम आपकी बुकिंग के लिए आपका नाम इस्तेमाल करते हैं।",
    });
  });

  it("leaves out the Hindi notice when the English notice changed under it, as a new version", async () => {
    const bodies = serve(settings);
    renderSettings();
    type("Notice", "We use your name, mobile number and address to book your test.");
    screen.getByText(OUTDATED_NOTE);
    type("Version", "2");
    await click("Save settings");
    expect(bodies[0]).toMatchObject({ consentVersion: "2", hi: {} });
  });
});
