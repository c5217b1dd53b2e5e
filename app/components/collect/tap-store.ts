import type { QueuedTap } from "./tap-queue.ts";

// Where the collector's phone keeps taps made without signal (docs/decisions/2026-11-28-collect-offline.md):
// IndexedDB, because the queue must outlive the page, and a tab may be closed in a lane with no
// signal. A few lines over the raw API rather than a library. Never holds a handover code
// (tap-queue.ts keeps those in memory).

const DATABASE = "labfront-collect";
const TAPS = "taps";

/** The store's answer as a promise. */
const settled = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

export type TapStore = {
  /** Every tap waiting, in the order they were made. */
  all(): Promise<QueuedTap[]>;
  put(tap: QueuedTap): Promise<void>;
  remove(id: string): Promise<void>;
};

export async function openTapStore(): Promise<TapStore> {
  const opening = indexedDB.open(DATABASE, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(TAPS, { keyPath: "id" });
  const db = await settled(opening);
  const store = (mode: IDBTransactionMode) => db.transaction(TAPS, mode).objectStore(TAPS);
  return {
    async all() {
      const taps = await settled(store("readonly").getAll() as IDBRequest<QueuedTap[]>);
      return taps.sort((a, b) => a.order - b.order);
    },
    async put(tap) {
      await settled(store("readwrite").put(tap));
    },
    async remove(id) {
      await settled(store("readwrite").delete(id));
    },
  };
}
