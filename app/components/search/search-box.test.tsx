import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { createRoutesStubWithMessages } from "../../../test/stub-with-messages.tsx";
import { describe, expect, it } from "vitest";
import type { SearchDoc } from "../../../domain/search-doc.ts";
import { createSearchIndex } from "../../../domain/search.ts";
import { SearchBox } from "./search-box.tsx";
import type { SearchSource } from "./use-search.ts";

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
const inBrowser = (): SearchSource => ({
  loadCatalogue: () => Promise.resolve({ searchOn: "browser", docs: DOCS }),
  askServer: () => Promise.reject(new Error("a small catalogue is searched in the browser")),
});

/** A catalogue too large to download: every query goes to a server that answers when told to. */
function onServer() {
  const index = createSearchIndex(DOCS);
  const asked: { query: string; limit: number; signal: AbortSignal; answer: () => void }[] = [];
  const source: SearchSource = {
    loadCatalogue: () => Promise.resolve({ searchOn: "server" }),
    askServer: (query, limit, signal) =>
      new Promise((resolve) => asked.push({ query, limit, signal, answer: () => resolve(index.search(query, limit)) })),
  };
  return { source, asked };
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderBox(variant: "desktop" | "mobile" = "desktop", city?: "Delhi" | "Noida", source = inBrowser()) {
  const Stub = createRoutesStubWithMessages([
    {
      path: "*",
      Component: () => (
        <>
          <SearchBox id="search-header" variant={variant} source={source} city={city} />
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
    const target = screen.getAllByRole("option")[0].textContent!.includes("Liver")
      ? "/tests/liver-function"
      : "/tests/kidney-function";
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

describe("search box over a catalogue too large to download", () => {
  it("asks the server once per pause in typing, not once per letter, and shows its answer", async () => {
    const { source, asked } = onServer();
    const { box, user } = renderBox("desktop", "Delhi", source);
    await user.type(box, "thyroid");
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatchObject({ query: "thyroid", limit: 5 });
    expect(screen.getByRole("status").textContent).toBe("Searching…");
    asked[0].answer();
    expect(await screen.findByRole("option", { name: /Thyroid Profile/ })).toBeTruthy();
  });

  it("cancels a question when the next one is typed, so a late answer never replaces a newer one", async () => {
    const { source, asked } = onServer();
    const { box, user } = renderBox("mobile", "Delhi", source);
    // Each question arrives whole (pasted): typed key by key on a busy machine, a pause between
    // two keys outlasts the debounce and asks for "lf" too (seen once in CI).
    await user.click(box);
    await user.paste("lft");
    await waitFor(() => expect(asked).toHaveLength(1));
    await user.clear(box);
    await user.paste("kft");
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked.map((a) => a.query)).toEqual(["lft", "kft"]);
    expect(asked[0].signal.aborted).toBe(true);
    asked[1].answer();
    asked[0].answer();
    expect(await screen.findByRole("option", { name: /Kidney Function/ })).toBeTruthy();
    expect(screen.queryByRole("option", { name: /Liver Function/ })).toBeNull();
  });

  it("keeps the header's box and the home page's apart: each is named by its label and lists its own results", async () => {
    // The home page has both in its markup (the header's for computers, its own for phones).
    const Stub = createRoutesStubWithMessages([
      {
        path: "*",
        Component: () => (
          <>
            <SearchBox id="search-header" variant="desktop" source={inBrowser()} />
            <SearchBox id="search-home" variant="mobile" source={inBrowser()} />
          </>
        ),
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    const [header, home] = screen.getAllByRole("combobox", { name: "Search tests and packages" });
    expect(home).toBeDefined();
    const user = userEvent.setup();
    await user.type(home, "function");
    const homeList = document.getElementById(home.getAttribute("aria-controls")!)!;
    await waitFor(() => expect(within(homeList).getAllByRole("option")).toHaveLength(2));
    await user.keyboard("{ArrowDown}");
    expect(homeList.contains(document.getElementById(home.getAttribute("aria-activedescendant")!))).toBe(true);
    expect(document.getElementById(header.getAttribute("aria-controls")!)!.hidden).toBe(true);
  });

  it("says so when the server cannot answer, and Enter still opens the results page", async () => {
    const source: SearchSource = {
      loadCatalogue: () => Promise.resolve({ searchOn: "server" }),
      askServer: () => Promise.reject(new Error("offline")),
    };
    const { box, user } = renderBox("desktop", "Delhi", source);
    await user.type(box, "lft");
    expect(await screen.findByText("Search is unavailable right now. Press Enter to search all tests.")).toBeTruthy();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/tests?q=lft"));
  });
});
