// `react-dom` in the browser build: preact/compat, plus React 19's `preload`, which compat lacks
// (docs/decisions/2026-11-25-preact-in-the-browser.md). Plain JavaScript, because compat's types
// are `export =`, which a TypeScript module cannot re-export.
//
// The server renders with React 19, whose `preload` names the page's largest image in <head>.
// After a client-side navigation the <img> asks for that image in the same frame, so here
// `preload` does nothing.
export * from "preact/compat";
export { default } from "preact/compat";

/** @param {string} _href @param {object} _options */
export function preload(_href, _options) {}
