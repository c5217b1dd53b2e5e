// The collector's day without signal (issue 35; docs/decisions/2026-11-28-collect-offline.md).
// Registered by /collect with scope /collect (and by /hi/collect with scope /hi/collect). It keeps
// the day's list page of its language and the /assets/ files that page names, and nothing else:
// network first, the saved copy only when the network fails, never a copy of another day.
/// <reference lib="webworker" />

/** The list pages, one cache each. */
const LIST_PATHS = ["/collect", "/hi/collect"];
const cacheName = (path) => `collect-day:${path}`;
/** When the copy was saved (the worker's own header on the stored answer). */
const SAVED_AT = "x-labfront-saved-at";
/**
 * India's date now by the server's clock, as the page writes its day (no daylight saving: a fixed
 * +05:30): the time the server made the saved list, moved on by what the phone's clock counted
 * since it was saved. A cheap phone's own date may be off, and a test's server runs on a clock
 * of its own; the time that passed is all the phone is trusted with.
 */
function indiaToday(html, saved) {
  const shownAt = Date.parse(/data-shown-at="([^"]+)"/.exec(html)?.[1] ?? "");
  const savedAt = Date.parse(saved.headers.get(SAVED_AT) ?? "");
  const now = Number.isNaN(shownAt) || Number.isNaN(savedAt) ? Date.now() : shownAt + Math.max(0, Date.now() - savedAt);
  return new Date(now + 330 * 60_000).toISOString().slice(0, 10);
}

// Active at once, but no page is claimed: a page it did not load asks it to save the list
// (see "message"), and its next load comes through it.
self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && LIST_PATHS.includes(url.pathname) && url.search === "") {
    event.respondWith(listPage(event, url.pathname));
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(asset(request));
  }
});

// The page asks when the worker did not answer it (the first visit, a hard reload): saved now.
self.addEventListener("message", (event) => {
  const path = event.data?.save;
  if (!LIST_PATHS.includes(path)) return;
  event.waitUntil(fetch(path).then((response) => keep(path, response)));
});

/** Network first: a fresh list replaces the saved one; the saved one answers only without network. */
async function listPage(event, path) {
  let response;
  try {
    response = await fetch(event.request);
  } catch {
    return savedList(path);
  }
  event.waitUntil(keep(path, response.clone()));
  return response;
}

/** Saves the list; signed out or the session over (a redirect to the login page), nothing of the day stays. */
function keep(path, response) {
  const isTheList =
    response.ok &&
    new URL(response.url).pathname === path &&
    (response.headers.get("content-type") ?? "").startsWith("text/html");
  return isTheList ? save(path, response) : caches.delete(cacheName(path));
}

/** Keeps the page and the hashed assets it names; the old copy goes only once the new one is whole. */
async function save(path, response) {
  const html = await response.text();
  const assetPaths = [...new Set(html.match(/\/assets\/[\w./-]+\.(?:js|css)/g) ?? [])];
  const assets = await Promise.all(
    assetPaths.map(async (assetPath) => {
      const answer = await fetch(assetPath);
      if (!answer.ok) throw new Error(`${assetPath}: ${answer.status}`);
      return [assetPath, answer];
    }),
  );
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, new Date().toISOString());
  await caches.delete(cacheName(path));
  const cache = await caches.open(cacheName(path));
  await Promise.all([
    cache.put(path, new Response(html, { status: 200, headers })),
    ...assets.map(([assetPath, answer]) => cache.put(assetPath, answer)),
  ]);
}

/** The saved list of today; a list of another day is deleted and not shown (the page's own words say so). */
async function savedList(path) {
  const cache = await caches.open(cacheName(path));
  const saved = await cache.match(path);
  if (!saved) return Response.error();
  const html = await saved.text();
  const day = /data-list-day="(\d{4}-\d{2}-\d{2})"/.exec(html)?.[1];
  if (day === indiaToday(html, saved)) {
    // Marked as the saved copy, so the page says so (a phone's navigator.onLine is not to be trusted).
    const marked = html.replace(/<html\b/i, `<html data-saved-at="${saved.headers.get(SAVED_AT) ?? ""}"`);
    return new Response(marked, { status: 200, headers: saved.headers });
  }
  await caches.delete(cacheName(path));
  const lang = /<html[^>]*\blang="([a-z-]+)"/i.exec(html)?.[1] ?? "en";
  // The page's sentence, already escaped by its renderer; nothing else of it is kept.
  const words = /<p[^>]*data-stale-day[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? "";
  return new Response(
    `<!doctype html><html lang="${lang}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${words}</title><p style="font:1.25rem/1.5 sans-serif;margin:1rem">${words}</p></html>`,
    { status: 200, headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'" } },
  );
}

/** An asset the saved list needs (hashed, so a kept copy is never stale); otherwise the network. */
async function asset(request) {
  return (await caches.match(request)) ?? fetch(request);
}
