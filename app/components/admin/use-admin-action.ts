import { useState } from "react";
import { useToast } from "../ui/toast.tsx";

type Action = {
  /** The API call. */
  call: () => Promise<unknown>;
  /** What staff read when it worked, naming the item. */
  success: string;
  /** The SPEC's words when it did not ("Failed to delete slide", …). */
  failure: string;
  /** Run once it worked, before the list is read back (close the confirmation, …). */
  onSuccess?: () => void;
};

/**
 * A manager's action on one item of its list: the item's buttons are disabled while the
 * call runs; the outcome is said in a toast; after a success the list is read back. The
 * add/edit form saves by itself and reports through `announceSaved`.
 */
export function useAdminAction(refreshList: () => Promise<void>) {
  const notify = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function run(itemId: string, { call, success, failure, onSuccess }: Action) {
    setBusyId(itemId);
    try {
      await call();
      notify("success", success);
      onSuccess?.();
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
