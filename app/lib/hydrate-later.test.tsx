import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HydrateLater } from "./hydrate-later.tsx";

function OneCard() {
  return (
    <article>
      <h3>CBC</h3>
      <p>Blood count</p>
    </article>
  );
}

function TwoCards() {
  return (
    <>
      <article>CBC</article>
      <article>Lipid profile</article>
    </>
  );
}

function JustWords() {
  return <>Only words</>;
}

/** console.error fails any test (test/fail-on-console-error.ts): the errors this file expects are taken out of its way. */
const expectedErrors = () => {
  const error = vi.mocked(console.error);
  error.mockClear();
  error.mockImplementation(() => {});
  return error;
};
const keepingTheRule = vi.mocked(console.error).getMockImplementation();
afterEach(() => {
  vi.mocked(console.error).mockImplementation(keepingTheRule!);
});

describe("HydrateLater's one-element rule, in development", () => {
  it("names each child that renders two elements or only text, and only those", async () => {
    const error = expectedErrors();
    render(
      <>
        <HydrateLater>
          <OneCard />
        </HydrateLater>
        <HydrateLater>
          <TwoCards />
        </HydrateLater>
        <HydrateLater>
          <li>Home collection</li>
        </HydrateLater>
        <HydrateLater>
          <JustWords />
        </HydrateLater>
      </>,
    );
    await waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    const said = error.mock.calls.map((call) => String(call[0]));
    expect(said).toEqual([
      expect.stringMatching(/^HydrateLater: <TwoCards> must render exactly one element .* but rendered 2 elements/),
      expect.stringMatching(/^HydrateLater: <JustWords> must render exactly one element .* but rendered text/),
    ]);
    // The page itself is untouched: each part shows once.
    expect(screen.getAllByText("Blood count")).toHaveLength(1);
    expect(screen.getAllByText("Lipid profile")).toHaveLength(1);
  });
});
