import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { createTapQueue, type PendingTap, type TapQueue, type TapRefusal } from "./tap-queue.ts";
import { openTapStore } from "./tap-store.ts";

// The collector's list with scripts (docs/decisions/2026-11-28-collect-offline.md): registers the
// worker that keeps the day's list on the phone, takes over the submit of every form marked
// `data-offline-queue` (without scripts they post as plain forms), and sends the queue whenever
// there is signal. Signing out waits for the queue.

/** The worker's caches (public/collect-sw.js): one per list page. */
const SAVED_LIST_CACHES = /^collect-day:/;

/** Why signing out waits: taps still to send without signal, one needing its code, or sending them now. */
export type SignOutHold = { reason: "offline" | "needsCode" | "sending"; count: number } | null;

async function forgetTheDay() {
  // The logout answer's Clear-Site-Data does this too; here it is done before the page leaves.
  for (const name of await caches.keys()) if (SAVED_LIST_CACHES.test(name)) await caches.delete(name);
  const registration = await navigator.serviceWorker?.getRegistration(location.pathname);
  await registration?.unregister();
}

function registerWorker(listPath: string) {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .register("/collect-sw.js", { scope: listPath })
    .then(async () => {
      // A page the worker did not answer (the first visit, a hard reload) is saved through it now.
      const registration = await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) registration.active?.postMessage({ save: listPath });
    })
    // Without a worker (a browser's private mode) the list still works online; nothing to tell.
    .catch(() => undefined);
}

/** How often a page without signal asks whether it is back (a phone's `online` event is not reliable). */
const SIGNAL_CHECK_MS = 15_000;

/**
 * Whether the page has no signal: it is the worker's saved copy (public/collect-sw.js marks it), the
 * phone says so, or the last tap could not reach the server. Online as the server made the page,
 * read once the page has come to life (hydration must see the server's markup). While offline,
 * the server is asked every 15 s; once it answers, `onBack` runs (the queue goes, the list reloads).
 */
function useSignal(onBack: () => void) {
  const [isOffline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    queueMicrotask(() => setOffline(!navigator.onLine || "savedAt" in document.documentElement.dataset));
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  useEffect(() => {
    if (!isOffline) return;
    const check = setInterval(() => {
      fetch("/healthz", { cache: "no-store" }).then(
        (answer) => {
          if (!answer.ok) return;
          setOffline(false);
          onBack();
        },
        // Still no signal: asked again at the next tick.
        () => undefined,
      );
    }, SIGNAL_CHECK_MS);
    return () => clearInterval(check);
  }, [isOffline, onBack]);
  return { isOffline, setOffline };
}

/** A refusal is shown in one place: a visit's taps share one, each tube's label has its own. */
const isSamePlace = (refusal: TapRefusal, bookingId: string, tube: string | undefined) =>
  refusal.bookingId === bookingId && refusal.fields.tube === tube;

export function useTapQueue(locale: string, listPath: string) {
  const { revalidate } = useRevalidator();
  const [pending, setPending] = useState<PendingTap[]>([]);
  const [refusals, setRefusals] = useState<TapRefusal[]>([]);
  const queue = useRef<TapQueue | null>(null);
  const onBack = useCallback(() => {
    void queue.current?.flush();
    void revalidate();
  }, [revalidate]);
  const { isOffline, setOffline } = useSignal(onBack);
  const [signOutHold, setSignOutHold] = useState<SignOutHold>(null);

  useEffect(() => {
    registerWorker(listPath);
  }, [listPath]);

  useEffect(() => {
    let isGone = false;
    const ready = openTapStore().then((store) => {
      const made = createTapQueue(store, {
        locale,
        onChange: (taps) => {
          if (isGone) return;
          setPending(taps);
          // Nothing left to lose: a warning about signing out no longer holds.
          if (taps.length === 0) setSignOutHold((hold) => (hold?.reason === "sending" ? hold : null));
        },
        onRefused: (refusal) =>
          !isGone &&
          setRefusals((all) => [
            ...all.filter((r) => !isSamePlace(r, refusal.bookingId, refusal.fields.tube)),
            refusal,
          ]),
        onSent: () => !isGone && void revalidate(),
        onNetwork: (isReached) => !isGone && setOffline(!isReached),
      });
      queue.current = made;
      return made.load().then(() => made.flush());
    });
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.dataset.offlineQueue) return;
      // Before the form's own handlers: the tap goes through the queue, online or not.
      event.preventDefault();
      event.stopPropagation();
      const sent = new FormData(form);
      const tube = sent.get("tube");
      setRefusals((all) =>
        all.filter((r) => !isSamePlace(r, String(sent.get("bookingId")), typeof tube === "string" ? tube : undefined)),
      );
      // The form keeps what was typed: a refusal brings it back to be corrected (one digit of a
      // code, one letter of a label), not typed again; a tap that went through takes its form away.
      void ready.then(async () => {
        await queue.current?.add(form);
        await queue.current?.flush();
      });
    };
    const onOnline = () => void queue.current?.flush();
    document.addEventListener("submit", onSubmit, true);
    window.addEventListener("online", onOnline);
    return () => {
      isGone = true;
      queue.current?.stop();
      document.removeEventListener("submit", onSubmit, true);
      window.removeEventListener("online", onOnline);
    };
  }, [locale, revalidate, setOffline]);

  /** The sign-out form's submit: sends what waits first, or says why it cannot sign out yet. */
  const signOut = useCallback((event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void (async () => {
      const waiting = (await queue.current?.waiting()) ?? { count: 0, needsSecret: false };
      if (waiting.count > 0) {
        setSignOutHold({ reason: "sending", count: waiting.count });
        await queue.current?.flush();
        const left = (await queue.current?.waiting()) ?? waiting;
        if (left.count > 0) {
          return setSignOutHold({ reason: left.needsSecret ? "needsCode" : "offline", count: left.count });
        }
      }
      await forgetTheDay();
      // A plain post: the browser follows the logout answer, which clears the site's data.
      form.submit();
    })();
  }, []);

  /** "Undo" of a tap still on the phone: out of the queue, nothing sent. */
  const cancel = useCallback((id: string) => queue.current?.cancel(id) ?? Promise.resolve(false), []);

  return { pending, refusals, isOffline, signOutHold, signOut, cancel };
}
