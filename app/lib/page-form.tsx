import { useMatches } from "react-router";

/**
 * A page whose one form everything on it posts (the booking form: nothing a patient typed may be
 * lost by changing the basket or the city, issue 32) names that form in its route `handle`. The
 * public shell then gives the form its default button, first on the page, and the header's city
 * pickers join the form, so a change of city posts everything typed with the city chosen.
 */
export type PageFormHandle = { pageForm?: string };

/** The value of `intent` that Enter in one of the form's fields sends. */
export const ENTER_INTENT = "enter";

/** The id of the page's form, when its route names one. */
export function usePageForm(): string | undefined {
  return useMatches()
    .map((match) => (match.handle as PageFormHandle | undefined)?.pageForm)
    .filter(Boolean)
    .pop();
}

/**
 * Enter in a field presses the first submit button of its form in the page's order, and the
 * header's city buttons and the basket's Remove and Search buttons belong to the form and come
 * first: this one, before them all, does instead. Out of sight and of the Tab order.
 */
export function PageFormDefaultButton({ formId }: { formId: string }) {
  return (
    <button
      type="submit"
      form={formId}
      name="intent"
      value={ENTER_INTENT}
      tabIndex={-1}
      aria-hidden="true"
      className="sr-only"
    />
  );
}
