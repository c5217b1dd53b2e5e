import { type SetStateAction, useCallback, useEffect, useRef, useState } from "react";

/**
 * A value the route's loader gives and the page then changes with the API's answers, without
 * loading the page again. When the loader reads it again (a revalidation), the newer load is
 * shown in place of the page's changes, and nothing else of the component is lost: unlike a
 * `key` that makes the component afresh, a choice made or a form half filled beside it stays.
 * A change that arrives after a newer load is made to that load.
 */
export function useLoadedState<T>(loaded: T): [T, (next: SetStateAction<T>) => void] {
  const [changed, setChanged] = useState<{ after: T; value: T } | null>(null);
  const latestLoad = useRef(loaded);
  useEffect(() => {
    latestLoad.current = loaded;
  }, [loaded]);
  const set = useCallback((next: SetStateAction<T>) => {
    setChanged((previous) => {
      const load = latestLoad.current;
      const current = previous?.after === load ? previous.value : load;
      return { after: load, value: next instanceof Function ? next(current) : next };
    });
  }, []);
  return [changed?.after === loaded ? changed.value : loaded, set];
}
