import { normaliseLabel } from "../../../domain/sample-labels.ts";
import type { TapStore } from "./tap-store.ts";

// The taps a collector makes, sent in order whenever there is signal (issue 35;
// docs/decisions/2026-11-28-collect-offline.md). Any form in /collect marked
// `data-offline-queue="<API address>"` with a hidden `idempotencyKey` is queued here: its fields
// are kept in IndexedDB with a key made once, at the tap, so a tap sent again (an answer lost in
// a tunnel) is applied once. Fields marked `data-offline-secret` (the handover code) are kept in
// this page's memory only, never written.

/** One tap waiting to be sent. */
export type QueuedTap = {
  /** The idempotency key, made at the tap. */
  id: string;
  /** Its place in the queue (taps go in the order they were made). */
  order: number;
  /** The JSON API address the form names. */
  url: string;
  bookingId: string;
  /** What was tapped, in the page's words ("On my way"), for the screen. */
  label: string;
  /** The form's fields, the secret ones left out. */
  fields: Record<string, string>;
  /** The fields kept in memory only: a tap whose page was closed asks for them again. */
  secretNames: string[];
};

/**
 * A tap the server refused, with its words (in the page's language), the field they are of, and
 * the tap's own fields (a label's tube, and its number to put back in the field to be corrected).
 */
export type TapRefusal = {
  bookingId: string;
  label: string;
  field: string | null;
  words: string;
  fields: Record<string, string>;
};

/** A tap as the screen shows it: waiting, or waiting for its secret fields again. */
export type PendingTap = {
  id: string;
  bookingId: string;
  kind: string | undefined;
  label: string;
  needsSecret: boolean;
  /** The tap's fields as kept (a label's tube and number), never its secret ones. */
  fields: Record<string, string>;
};

/** How long to wait before trying again after the n-th failure in a row: 2 s doubling, at most 30 s. */
export const retryDelayMs = (failures: number): number => Math.min(30_000, 2_000 * 2 ** Math.max(0, failures - 1));

/** What an answer means for a tap: sent, refused for good (a 4xx other than 429), or to try again. */
export function outcomeOf(status: number): "sent" | "refused" | "retry" {
  if (status >= 200 && status < 300) return "sent";
  if (status >= 400 && status < 500 && status !== 429 && status !== 408) return "refused";
  return "retry";
}

/** The body a tap sends: its fields and secrets, empty ones left out (the API reads them as absent). */
export function bodyOf(tap: QueuedTap, secrets: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries({ ...tap.fields, ...secrets }).filter(([, value]) => value !== ""));
}

/** A tap's form is a label's when it names a tube (app/components/collect/sample-labels.tsx). */
export const isLabelTap = (tap: Pick<QueuedTap, "fields">) => "tube" in tap.fields && "label" in tap.fields;

/**
 * Another tap of the same kind on the same visit already waiting: a second tap is the same tap.
 * Labels all go to one address: there the same tube of the same person with the same label is
 * the same tap (scanned twice), another tube or person is another.
 */
export function isSameTap(a: Pick<QueuedTap, "url" | "fields">, b: Pick<QueuedTap, "url" | "fields">): boolean {
  if (a.url !== b.url) return false;
  if (isLabelTap(a) || isLabelTap(b))
    return (
      a.fields.personId === b.fields.personId &&
      a.fields.tube === b.fields.tube &&
      normaliseLabel(a.fields.label ?? "") === normaliseLabel(b.fields.label ?? "")
    );
  return a.fields.kind === b.fields.kind;
}

let lastOrder = 0;

/** A queued tap from a form as it is submitted; `secrets` gets the fields that are never written. */
export function tapFromForm(form: HTMLFormElement): { tap: QueuedTap; secrets: Record<string, string> } {
  const fields: Record<string, string> = {};
  const secrets: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string") continue;
    const element = form.elements.namedItem(name);
    const isSecret = element instanceof HTMLElement && element.hasAttribute("data-offline-secret");
    (isSecret ? secrets : fields)[name] = value;
  }
  const id = crypto.randomUUID();
  fields.idempotencyKey = id;
  // The phone's clock at the tap, not when the signal let it go.
  if ("tappedAt" in fields) fields.tappedAt = new Date().toISOString();
  lastOrder = Math.max(Date.now(), lastOrder + 1);
  return {
    tap: {
      id,
      order: lastOrder,
      url: form.dataset.offlineQueue ?? "",
      bookingId: fields.bookingId ?? "",
      label: form.dataset.offlineLabel ?? "",
      fields,
      secretNames: Object.keys(secrets),
    },
    secrets,
  };
}

export type TapQueue = ReturnType<typeof createTapQueue>;

/**
 * The queue over its store: `add` a submitted form, `flush` to send what waits in order (at once,
 * on the `online` event and with back-off while the network fails). `onChange` hears what waits
 * after every change, `onRefused` each refusal, `onSent` that the server's list has moved on.
 */
export function createTapQueue(
  store: TapStore,
  {
    locale,
    onChange,
    onRefused,
    onSent,
    onNetwork,
  }: {
    locale: string;
    onChange: (pending: PendingTap[]) => void;
    onRefused: (refusal: TapRefusal) => void;
    onSent: () => void;
    /** Whether the last tap reached the server (any answer) or not (no network). */
    onNetwork: (isReached: boolean) => void;
  },
) {
  const secrets = new Map<string, Record<string, string>>();
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let flushing: Promise<void> | null = null;
  /** The tap on its way to the server now: too late to take it back from the phone. */
  let sending: string | null = null;

  const needsSecret = (tap: QueuedTap) => tap.secretNames.length > 0 && !secrets.has(tap.id);
  async function changed() {
    const taps = await store.all();
    onChange(
      taps.map((tap) => ({
        id: tap.id,
        bookingId: tap.bookingId,
        kind: tap.fields.kind,
        label: tap.label,
        needsSecret: needsSecret(tap),
        fields: tap.fields,
      })),
    );
    return taps;
  }

  function tryAgainLater() {
    failures += 1;
    clearTimeout(retry);
    retry = setTimeout(() => void flush(), retryDelayMs(failures));
  }

  /** Sends one tap; false when the network or the server failed, so the rest wait behind it. */
  async function send(tap: QueuedTap): Promise<boolean> {
    let response: Response;
    sending = tap.id;
    try {
      response = await fetch(tap.url, {
        method: "POST",
        headers: { "content-type": "application/json", "accept-language": locale },
        body: JSON.stringify(bodyOf(tap, secrets.get(tap.id))),
      });
    } catch {
      onNetwork(false);
      return false;
    } finally {
      sending = null;
    }
    onNetwork(true);
    const outcome = outcomeOf(response.status);
    if (outcome === "retry") return false;
    if (outcome === "refused") {
      const answer = (await response.json().catch(() => ({}))) as {
        error?: string;
        field?: string | null;
        issues?: { message?: string }[];
      };
      // A field's refusal: its issue's words alone (the answer's `error` says where in English).
      const words = (answer.field && answer.issues?.[0]?.message) || answer.error || "";
      onRefused({ bookingId: tap.bookingId, label: tap.label, field: answer.field ?? null, words, fields: tap.fields });
    }
    await store.remove(tap.id);
    secrets.delete(tap.id);
    return true;
  }

  /** One pass over the queue in order; false when it stopped at a failure (a retry is set). */
  async function flushOnce(): Promise<boolean> {
    let sent = 0;
    let isWhole = true;
    for (const tap of await store.all()) {
      // A Collected tap whose code went with a closed page waits until it is typed again.
      if (needsSecret(tap)) continue;
      // Undone on the phone meanwhile (`cancel`): nothing to send.
      if (!(await store.all()).some((waiting) => waiting.id === tap.id)) continue;
      if (!(await send(tap))) {
        tryAgainLater();
        isWhole = false;
        break;
      }
      sent += 1;
    }
    if (isWhole) failures = 0;
    await changed();
    if (sent > 0) onSent();
    return isWhole;
  }

  let again = false;
  /** Sends what waits; a tap added while a pass runs is sent by another pass right after. */
  function flush(): Promise<void> {
    if (flushing) {
      again = true;
      return flushing;
    }
    flushing = (async () => {
      do again = false;
      while ((await flushOnce()) && again);
    })().finally(() => (flushing = null));
    return flushing;
  }

  return {
    /** Reads what an earlier page left waiting (its secrets are gone with it). */
    load: changed,
    flush,
    /** Queues a submitted form; a second tap of the same kind on a visit only gives a waiting one its code. */
    async add(form: HTMLFormElement) {
      const made = tapFromForm(form);
      const waiting = (await store.all()).find((tap) => isSameTap(tap, made.tap));
      if (waiting) {
        if (needsSecret(waiting)) secrets.set(waiting.id, made.secrets);
      } else {
        if (made.tap.secretNames.length > 0) secrets.set(made.tap.id, made.secrets);
        await store.put(made.tap);
      }
      await changed();
    },
    /**
     * "Undo" of a tap that has not left the phone: it is taken out of the queue and nothing is
     * sent. False when it is on its way this moment (the server's answer brings its own "Undo").
     */
    async cancel(id: string): Promise<boolean> {
      if (sending === id) return false;
      await store.remove(id);
      secrets.delete(id);
      await changed();
      return true;
    },
    /** How many taps wait, and whether any needs its secret again. */
    async waiting() {
      const taps = await store.all();
      return { count: taps.length, needsSecret: taps.some(needsSecret) };
    },
    stop() {
      clearTimeout(retry);
    },
  };
}
