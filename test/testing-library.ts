import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";

afterEach(() => cleanup());

// The component projects' files share a worker's jsdom window (`isolate: false`,
// vitest.config.ts), so each file hands it on as a fresh one is: an empty document at `/`,
// nothing stored, the real clock and the real globals. The routers of createRoutesStub, which
// React Router never disposes, stay behind, each held by a `pagehide` listener: some memory,
// nothing a test sees.
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
