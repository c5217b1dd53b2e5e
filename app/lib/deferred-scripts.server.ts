import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * Scripts that never hold back the page (issue 24). A public page is whole without its scripts
 * (server-rendered; every form works before JavaScript), so React Router's scripts do not run
 * while the page loads: the boot script's `type="module"` and the data scripts' classic type
 * become types the browser leaves alone, the module preloads go, and a small starter runs them
 * once the page has loaded and the browser is idle, or at the visitor's first touch, key or
 * focus, whichever comes first. Until then the page's bandwidth and main thread belong to what is
 * on screen.
 *
 * The data scripts (the router's context, and the loader data streamed into it) ran inside the
 * parser's tasks, often after the first paint, where Lighthouse counts them as blocking time: on
 * the booking form, making the context's streams and compiling and running 37 KB of data took
 * 4–12 ms of them in Lighthouse's traces (issue 38 §1; docs/performance.md, 2026-11-29 (day)).
 * Only the boot script reads them, so they run just before it.
 */
export const DEFERRED_TYPE = "text/x-deferred-module";
export const DEFERRED_DATA_TYPE = "text/x-deferred-data";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const BOOT_SCRIPT = /<script((?:\s+nonce="[^"]*")?)\s+type="module"\s+async=""([^>]*)>/g;
/** What React Router's data scripts, and no other script, start with. */
const DATA_START = "window.__reactRouterContext";
const DATA_SCRIPT = new RegExp(`<script((?:\\s+nonce="[^"]*")?)>(?=${DATA_START.replaceAll(".", "\\.")})`, "g");

/**
 * Runs each deferred script as the script it was, once, the data before the boot module: a new
 * element with the same text (which the CSP allows by the same hash, or by the nonce it is given),
 * added at the end of <head>, which React leaves alone when it hydrates. A classic script added
 * so runs at once, and is taken out again (the head stays as the server sent it); a module runs
 * later, so the data is there when it does. Never before the whole page has arrived (a touch may
 * come sooner): the booking form is streamed, and its data scripts come last.
 */
const STARTER = `(()=>{let done=false;const run=()=>{for(const type of["${DEFERRED_DATA_TYPE}","${DEFERRED_TYPE}"])for(const s of document.querySelectorAll('script[type="'+type+'"]')){const m=document.createElement("script");const isModule=type==="${DEFERRED_TYPE}";if(isModule)m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;document.head.append(m);if(!isModule)m.remove()}};const start=()=>{if(done)return;done=true;document.readyState==="loading"?addEventListener("DOMContentLoaded",run,{once:true}):run()};for(const e of["pointerdown","keydown","touchstart","focusin"])addEventListener(e,start,{once:true,capture:true,passive:true});const idle=()=>(window.requestIdleCallback||setTimeout)(start);document.readyState==="complete"?idle():addEventListener("load",idle,{once:true})})()`;

/** The page's HTML with its boot script deferred (see above); `html` may be any part of a page cut at a tag's end. */
export function deferScripts(html: string): string {
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(DATA_SCRIPT, (_tag, nonce: string) => `<script${nonce} type="${DEFERRED_DATA_TYPE}">`)
    .replace(
      BOOT_SCRIPT,
      (_tag, nonce: string, rest: string) =>
        `<script${nonce}>${STARTER}</script><script${nonce} type="${DEFERRED_TYPE}"${rest}>`,
    );
}

/**
 * The stream form of deferScripts: a tag cut by a chunk boundary is held back until its end
 * arrives, and a script's opening tag until its first words (which tell a data script) have, so
 * every tag is seen whole.
 */
export function deferScriptsStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      // The decoder keeps a character cut by the boundary for the next chunk.
      const text = held + decoder.write(chunk);
      const lastOpen = text.lastIndexOf("<");
      const lastOpenEnd = lastOpen === -1 ? -1 : text.indexOf(">", lastOpen);
      const isCutShort =
        lastOpen !== -1 &&
        (lastOpenEnd === -1 ||
          (text.startsWith("<script", lastOpen) && text.length - (lastOpenEnd + 1) < DATA_START.length));
      const cut = isCutShort ? lastOpen : text.length;
      held = text.slice(cut);
      callback(null, deferScripts(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, deferScripts(held + decoder.end()));
    },
  });
}
