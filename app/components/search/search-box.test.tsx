import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import type { SearchDoc } from "../../../domain/search-doc.ts";
import { SearchBox } from "./search-box.tsx";

const doc = (slug: string, name: string, alternateNames: string[] = []): SearchDoc => ({
  id: `test:${slug}`,
  kind: "test",
  name,
  description: `${name} description`,
  alternateNames,
  category: "Blood Test",
  url: `/tests/${slug}`,
  price: 199,
  cityPrices: {},
});

const DOCS = [
  doc("thyroid-profile", "Thyroid Profile (T3, T4, TSH)", ["TSH"]),
  doc("liver-function", "Liver Function Test (LFT)", ["LFT"]),
  doc("kidney-function", "Kidney Function Test (KFT)", ["KFT"]),
  { ...doc("cbc", "Complete Blood Count (CBC)"), price: 319, cityPrices: { Noida: 279 } },
  doc("blood-urea", "Blood Urea"),
  doc("bun", "Blood Urea Nitrogen (BUN)"),
  doc("bilirubin-total", "Bilirubin Total"),
  doc("blood-sugar-fasting", "Blood Sugar Fasting (FBS)"),
];
const loadDocs = () => Promise.resolve(DOCS);

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderBox(variant: "desktop" | "mobile" = "desktop", city?: "Delhi" | "Noida") {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <>
          <SearchBox variant={variant} loadDocs={loadDocs} city={city} />
          <button type="button">elsewhere</button>
          <Where />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return { box: screen.getByRole("combobox", { name: "Search tests and packages" }), user: userEvent.setup() };
}

describe("search box (ARIA combobox)", () => {
  it("shows each result's price in the visitor's city, formatted like the cards (₹319, not ₹319.00)", async () => {
    const delhi = renderBox("desktop", "Delhi");
    await delhi.user.type(delhi.box, "complete");
    await waitFor(() => expect(screen.getByRole("option").textContent).toContain("₹319"));
    expect(screen.getByRole("option").textContent).not.toContain(".00");
  });

  it("shows the Noida price to a visitor in Noida", async () => {
    const noida = renderBox("desktop", "Noida");
    await noida.user.type(noida.box, "complete");
    await waitFor(() => expect(screen.getByRole("option").textContent).toContain("₹279"));
  });

  it("shows at most five results on desktop", async () => {
    const { box, user } = renderBox();
    await user.type(box, "b");
    await waitFor(() => expect(screen.getAllByRole("option").length).toBe(5));
    expect(box.getAttribute("aria-expanded")).toBe("true");
  });

  it("moves through results with the arrow keys and opens the active one with Enter, then clears", async () => {
    const { box, user } = renderBox();
    await user.type(box, "function");
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(2));
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const active = screen.getAllByRole("option")[1];
    expect(active.getAttribute("aria-selected")).toBe("true");
    expect(box.getAttribute("aria-activedescendant")).toBe(active.id);
    await user.keyboard("{ArrowUp}");
    expect(screen.getAllByRole("option")[0].getAttribute("aria-selected")).toBe("true");
    const target = screen.getAllByRole("option")[0].textContent!.includes("Liver") ? "/tests/liver-function" : "/tests/kidney-function";
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("location").textContent).toBe(target);
    expect((box as HTMLInputElement).value).toBe("");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
  });

  it("opens the results page with Enter when no result is highlighted, never the first result silently", async () => {
    const { box, user } = renderBox();
    await user.type(box, "function");
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(2));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/tests?q=function"));
    expect(screen.queryAllByRole("option")).toHaveLength(0);
  });

  it("closes with Escape, and with a click outside", async () => {
    const { box, user } = renderBox();
    await user.type(box, "lft");
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(1));
    await user.keyboard("{Escape}");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(box.getAttribute("aria-expanded")).toBe("false");

    await user.type(box, "x{Backspace}");
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "elsewhere" }));
    expect(screen.queryAllByRole("option")).toHaveLength(0);
  });

  it("navigates on click", async () => {
    const { box, user } = renderBox();
    await user.type(box, "tsh");
    await user.click(await screen.findByRole("option", { name: /Thyroid Profile/ }));
    expect(screen.getByTestId("location").textContent).toBe("/tests/thyroid-profile");
  });

  it("on mobile says when nothing matches, and the clear button closes it", async () => {
    const { box, user } = renderBox("mobile");
    await user.type(box, "qqqq");
    expect(await screen.findByText('No tests found matching "qqqq"')).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect((box as HTMLInputElement).value).toBe("");
    expect(screen.queryByText(/No tests found/)).toBeNull();
  });

  it("on mobile a tap on the backdrop closes the results", async () => {
    const { box, user } = renderBox("mobile");
    await user.type(box, "blood");
    await waitFor(() => expect(screen.getAllByRole("option").length).toBeGreaterThan(0));
    await user.click(screen.getByTestId("search-backdrop"));
    expect(screen.queryAllByRole("option")).toHaveLength(0);
  });
});
