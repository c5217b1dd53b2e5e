import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";

afterEach(() => cleanup());

// Each file hands the jsdom window on as a fresh one is: an empty document at `/`, nothing
// stored, the real clock and the real globals. Isolated, every file gets a new window anyway;
// with `isolate: false` the files of a worker would share one, and the next file's tests would
// start from what this one left (docs/performance.md, 2026-11-28 (later)). The routers of
// createRoutesStub, which React Router never disposes, stay behind, each held by a `pagehide`
// listener: some memory, nothing a test sees.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const attribute of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(attribute.name);
  }
  window.history.replaceState(null, "", "/");
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
