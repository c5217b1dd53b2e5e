/**
 * The full order after the shown (filtered) items were rearranged: each shown item
 * takes the place of a shown item, hidden items stay exactly where they were.
 */
export function reorderShown(fullOrder: string[], shownInNewOrder: string[]): string[] {
  const shown = new Set(shownInNewOrder);
  let next = 0;
  return fullOrder.map((id) => (shown.has(id) ? shownInNewOrder[next++] : id));
}

/** `ids` with the item at `from` moved to `to`. */
export function move<T>(items: T[], from: number, to: number): T[] {
  const result = [...items];
  const [item] = result.splice(from, 1);
  result.splice(to, 0, item);
  return result;
}
