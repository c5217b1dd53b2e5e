/**
 * A filter of an admin list's GET form (the bookings, the access log): its label, an optional
 * hint and the error of a filter the address held that is not one, tied to the input for screen
 * readers through `filterInputProps`.
 */
export const filterInputClass =
  "mt-1 block h-10 w-full rounded-lg border border-slate-300 bg-white px-2 font-normal aria-invalid:border-red-700";

export function FilterField({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`filter-${name}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`filter-${name}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** Attributes tying a filter's input to its label, its hint and its error. */
export const filterInputProps = (name: string, errors: Record<string, string>, hasHint = false) => ({
  id: `filter-${name}`,
  name,
  "aria-invalid": errors[name] ? true : undefined,
  "aria-describedby":
    [hasHint ? `filter-${name}-hint` : "", errors[name] ? `filter-${name}-error` : ""].filter(Boolean).join(" ") ||
    undefined,
});
