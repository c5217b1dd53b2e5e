import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/** Where React Router keeps the pages' scroll positions for the tab's life (its own default). */
const STORAGE_KEY = JSON.stringify("react-router-scroll-positions");

/**
 * Puts a page reloaded, or come back to, at the scroll position React Router saved for it, as
 * the page is read (before its scripts start). Only such a page has a history entry with a key:
 * a page opened afresh has nothing saved and is left alone (the browser's scripts give its entry
 * a key later, entry.client.tsx).
 */
const RESTORE = `(()=>{const k=history.state&&history.state.key;if(!k)return;try{const y=JSON.parse(sessionStorage.getItem(${STORAGE_KEY})||"{}")[k];if(typeof y==="number")scrollTo(0,y)}catch{sessionStorage.removeItem(${STORAGE_KEY})}})()`;

/**
 * React Router's <ScrollRestoration>, with a lighter script in the page. Its own script gave every
 * page opened afresh a history key (history.replaceState) and read the tab's storage: calls into
 * the browser that held the parser for 3–15 ms in Lighthouse's traces of the booking form, often
 * after the first paint, where they count as blocking time (issue 38 §1; docs/performance.md,
 * 2026-11-29 (day)). The positions are saved, and restored after navigations, by React Router's
 * own hook, as before.
 */
export function ScrollRestoration({ nonce }: { nonce: string | undefined }) {
  useScrollRestoration();
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE }} />;
}
