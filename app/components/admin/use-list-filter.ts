import { useState } from "react";
import type { FilterProps } from "./manager-parts.tsx";

type Choice<Item> = {
  label: string;
  /** The first is "all", which keeps every item. */
  options: { value: string; label: string }[];
  matches: (item: Item, value: string) => boolean;
};

/**
 * A manager's filters: Search finds what is typed anywhere in an item's texts, ignoring
 * case, and the choice (status, category) keeps the items it matches. `filters` is what
 * ManagerHeader shows.
 */
export function useListFilter<Item>(
  items: Item[],
  { placeholder, texts, choice }: { placeholder: string; texts: (item: Item) => string[]; choice: Choice<Item> },
) {
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState("all");
  const query = search.trim().toLowerCase();
  const shown = items.filter(
    (item) =>
      (chosen === "all" || choice.matches(item, chosen)) &&
      (query === "" || texts(item).some((text) => text.toLowerCase().includes(query))),
  );
  const filters: FilterProps = {
    search,
    onSearch: setSearch,
    placeholder,
    choice: { label: choice.label, value: chosen, onChange: setChosen, options: choice.options },
  };
  return { shown, filters };
}
