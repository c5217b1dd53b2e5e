import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
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

/** Whether the phone says it has a network (online on the server, whose page is made online). */
function useIsOnline() {
  return useSyncExternalStore(
    (changed) => {
      window.addEventListener("online", changed);
      window.addEventListener("offline", changed);
      return () => {
        window.removeEventListener("online", changed);
        window.removeEventListener("offline", changed);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

export function useTapQueue(locale: string, listPath: string) {
  const { revalidate } = useRevalidator();
  const [pending, setPending] = useState<PendingTap[]>([]);
  const [refusals, setRefusals] = useState<TapRefusal[]>([]);
  const isOnline = useIsOnline();
  const [signOutHold, setSignOutHold] = useState<SignOutHold>(null);
  const queue = useRef<TapQueue | null>(null);

  useEffect(() => {
    registerWorker(listPath);
  }, [listPath]);

  useEffect(() => {
    let isGone = false;
    const ready = openTapStore().then((store) => {
      const made = createTapQueue(store, {
        locale,
        onChange: (taps) => !isGone && setPending(taps),
        onRefused: (refusal) =>
          !isGone && setRefusals((all) => [...all.filter((r) => r.bookingId !== refusal.bookingId), refusal]),
        onSent: () => !isGone && void revalidate(),
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
      const bookingId = new FormData(form).get("bookingId");
      setRefusals((all) => all.filter((r) => r.bookingId !== bookingId));
      void ready.then(async () => {
        await queue.current?.add(form);
        form.reset();
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
  }, [locale, revalidate]);

  /** The sign-out form's submit: sends what waits first, or says why it cannot sign out yet. */
  const signOut = useCallback((event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void (async () => {
      const waiting = (await queue.current?.waiting()) ?? { count: 0, needsSecret: false };
      if (waiting.count > 0) {
        if (!navigator.onLine) return setSignOutHold({ reason: "offline", count: waiting.count });
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

  return { pending, refusals, isOnline, signOutHold, signOut };
}
