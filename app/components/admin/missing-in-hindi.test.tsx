import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { TranslationStatus } from "../../../domain/translation-status.ts";
import { MissingInHindi } from "./missing-in-hindi.tsx";

const NOTHING: TranslationStatus = { tests: [], packages: [], slides: [], settings: [], contentPages: [] };

function renderStatus(status: TranslationStatus) {
  const Stub = createRoutesStub([{ path: "/admin", Component: () => <MissingInHindi status={status} /> }]);
  render(<Stub initialEntries={["/admin"]} />);
  return screen.getByRole("region", { name: "Missing in Hindi" });
}

describe("the dashboard's Missing in Hindi", () => {
  it("lists each item that lacks Hindi with its fields and a link to its editor", () => {
    const region = renderStatus({
      tests: [{ id: "cbc", name: "Complete Blood Count (CBC)", fields: ["subtitle", "preparation", "medicalReview"] }],
      packages: [{ id: "p1", name: "Thyroid Care", fields: ["description"] }],
      slides: [{ id: "s1", name: "Winter offer", fields: ["title", "buttonText"] }],
      settings: ["hours"],
      contentPages: ["team"],
    });
    const cbc = within(region).getByRole("link", { name: "Complete Blood Count (CBC): edit" });
    expect(cbc.getAttribute("href")).toBe("/admin/tests?edit=cbc");
    expect(cbc.closest("li")!.textContent).toContain(
      "missing: Subtitle, Preparation steps, Medical review of the Hindi page",
    );
    expect(within(region).getByText("Tests: 1 needs Hindi")).toBeTruthy();
    expect(within(region).getByRole("link", { name: "Thyroid Care: edit" }).getAttribute("href")).toBe(
      "/admin/packages?edit=p1",
    );
    const offer = within(region).getByRole("link", { name: "Winter offer: edit" });
    expect(offer.getAttribute("href")).toBe("/admin/carousel?edit=s1");
    expect(offer.closest("li")!.textContent).toContain("missing: Title, Button text");
    expect(within(region).getByRole("link", { name: "Settings" }).closest("p")!.textContent).toContain(
      "missing: Opening hours",
    );
    expect(region.textContent).toContain("Content pages without a Hindi page: /team.");
  });

  it("folds a long list, and says when nothing is missing", () => {
    const tests = Array.from({ length: 6 }, (_, i) => ({ id: `t${i}`, name: `Test ${i}`, fields: ["name" as const] }));
    const region = renderStatus({ ...NOTHING, tests });
    expect(within(region).getByText("Tests: 6 need Hindi").closest("details")!.open).toBe(false);
  });

  it("says everything has its Hindi when nothing is missing", () => {
    const region = renderStatus(NOTHING);
    expect(region.textContent).toContain("Everything patients read has its Hindi.");
    expect(within(region).queryAllByRole("link")).toEqual([]);
  });
});
