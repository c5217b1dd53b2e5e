import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * Scripts that never hold back the page (issue 24). A public page is whole without its scripts
 * (server-rendered; every form works before JavaScript), so React Router's boot script does not
 * run while the page loads: its `type="module"` becomes a type the browser leaves alone, the
 * module preloads go, and a small starter runs it once the page has loaded and the browser is
 * idle, or at the visitor's first touch, key or focus, whichever comes first. Until then the
 * page's bandwidth and main thread belong to what is on screen.
 */
export const DEFERRED_TYPE = "text/x-deferred-module";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const BOOT_SCRIPT = /<script((?:\s+nonce="[^"]*")?)\s+type="module"\s+async=""([^>]*)>/g;

/**
 * Runs each deferred script as the module it was, once: a new element with the same text (which
 * the CSP allows by the same hash, or by the nonce it is given). Added at the end of <head>,
 * which React leaves alone when it hydrates.
 */
const STARTER = `(()=>{let done=false;const start=()=>{if(done)return;done=true;for(const s of document.querySelectorAll('script[type="${DEFERRED_TYPE}"]')){const m=document.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;document.head.append(m)}};for(const e of["pointerdown","keydown","touchstart","focusin"])addEventListener(e,start,{once:true,capture:true,passive:true});const idle=()=>(window.requestIdleCallback||setTimeout)(start);document.readyState==="complete"?idle():addEventListener("load",idle,{once:true})})()`;

/** The page's HTML with its boot script deferred (see above); `html` may be any part of a page cut at a tag's end. */
export function deferScripts(html: string): string {
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      BOOT_SCRIPT,
      (_tag, nonce: string, rest: string) =>
        `<script${nonce}>${STARTER}</script><script${nonce} type="${DEFERRED_TYPE}"${rest}>`,
    );
}

/**
 * The stream form of deferScripts: a tag cut by a chunk boundary is held back until its end
 * arrives, so every tag is seen whole.
 */
export function deferScriptsStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      // The decoder keeps a character cut by the boundary for the next chunk.
      const text = held + decoder.write(chunk);
      const lastOpen = text.lastIndexOf("<");
      const cut = lastOpen !== -1 && text.indexOf(">", lastOpen) === -1 ? lastOpen : text.length;
      held = text.slice(cut);
      callback(null, deferScripts(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, deferScripts(held + decoder.end()));
    },
  });
}
