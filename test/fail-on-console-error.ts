import { afterEach, vi } from "vitest";

// A console.error during a test is a bug we would otherwise scroll past (STYLE §11).
const errors: unknown[][] = [];
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  if (errors.length > 0) {
    const logged = errors.splice(0).map((args) => args.map(String).join(" "));
    throw new Error(`console.error was called:\n${logged.join("\n")}`);
  }
});
