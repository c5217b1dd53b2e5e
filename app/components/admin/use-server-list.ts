import { useState } from "react";
import { callApi } from "../../lib/api-client.ts";
import { useToast } from "../ui/toast.tsx";

/**
 * A manager's list: rendered with the server's list of that moment, read back through
 * the API after each change; a failed read is said in the SPEC's words.
 */
export function useServerList<T>(initial: T[], url: string, failedMessage: string) {
  const notify = useToast();
  const [items, setItems] = useState(initial);
  const [isLoading, setIsLoading] = useState(false);
  async function refresh() {
    setIsLoading(true);
    try {
      setItems(await callApi<T[]>("GET", url));
    } catch {
      notify("error", failedMessage);
    } finally {
      setIsLoading(false);
    }
  }
  return { items, isLoading, refresh };
}
