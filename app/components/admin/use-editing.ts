import { useState } from "react";
import { useSearchParams } from "react-router";

/** The query parameter that opens a manager's editor on one item: /admin/tests?edit=cbc. */
export const EDIT_PARAMETER = "edit";

/** The manager address that opens the editor of one item (the dashboard's "Missing in Hindi" links to these). */
export const editorLink = (manager: "tests" | "packages" | "carousel", id: string) =>
  `/admin/${manager}?${EDIT_PARAMETER}=${encodeURIComponent(id)}`;

/**
 * Which item a manager is editing ("new" while adding): at first the one the address names
 * (?edit=<id>), so a link can open its editor; closing the editor takes the parameter away.
 */
export function useEditing<Item>(items: Item[], idOf: (item: Item) => string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState<Item | "new" | null>(
    () => items.find((item) => idOf(item) === searchParams.get(EDIT_PARAMETER)) ?? null,
  );
  function edit(next: Item | "new" | null) {
    setEditing(next);
    if (next === null && searchParams.has(EDIT_PARAMETER)) {
      setSearchParams(
        (params) => {
          params.delete(EDIT_PARAMETER);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  }
  return [editing, edit] as const;
}
