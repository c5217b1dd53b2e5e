import { useState } from "react";
import { useToast } from "../ui/toast.tsx";

type Action<T> = {
  /** The API call. */
  call: () => Promise<T>;
  /** What staff read when it worked, naming the item (from the call's answer, when it tells more). */
  success: string | ((result: T) => string);
  /** The SPEC's words when it did not ("Failed to delete slide", …). */
  failure: string;
  /** Run once it worked, with the call's answer, before the list is read back (close the confirmation, …). */
  onSuccess?: (result: T) => void;
};

/**
 * A manager's action on one item of its list: the item's buttons are disabled while the
 * call runs; the outcome is said in a toast; after a success the list is read back. The
 * add/edit form saves by itself and reports through `announceSaved`.
 */
export function useAdminAction(refreshList: () => Promise<void>) {
  const notify = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function run<T>(itemId: string, { call, success, failure, onSuccess }: Action<T>) {
    setBusyId(itemId);
    try {
      const result = await call();
      notify("success", typeof success === "function" ? success(result) : success);
      onSuccess?.(result);
      await refreshList();
    } catch {
      notify("error", failure);
    } finally {
      setBusyId(null);
    }
  }

  function announceSaved(message: string) {
    notify("success", message);
    void refreshList();
  }

  return { isBusy: (itemId: string) => busyId === itemId, run, announceSaved };
}
