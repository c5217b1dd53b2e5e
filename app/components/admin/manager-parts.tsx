import { isRouteErrorResponse, useRouteError } from "react-router";
import { useState } from "react";
import { Dialog } from "../ui/dialog.tsx";
import { fieldErrorCount, type FormErrors } from "./use-admin-form.ts";

/**
 * The top of every manager: title, what it is for, Add, and the filters (shown at once, or
 * behind a Filters button that toggles them).
 */
export function ManagerHeader({
  title,
  subtitle,
  addLabel,
  onAdd,
  filters,
  hasFilterToggle = true,
}: {
  title: string;
  subtitle: string;
  addLabel: string;
  onAdd: () => void;
  filters: FilterProps;
  hasFilterToggle?: boolean;
}) {
  // One manager a page: its filters are the page's only ones.
  const filtersId = "manager-filters";
  const [isFiltersShown, setIsFiltersShown] = useState(false);
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-slate-700">{subtitle}</p>
        </div>
        <div className="flex gap-2">
          {hasFilterToggle && (
            <button
              type="button"
              onClick={() => setIsFiltersShown((v) => !v)}
              aria-expanded={isFiltersShown}
              aria-controls={filtersId}
              className="rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800"
            >
              Filters
            </button>
          )}
          <button
            type="button"
            onClick={onAdd}
            className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
          >
            {addLabel}
          </button>
        </div>
      </div>
      <ManagerFilters
        id={hasFilterToggle ? filtersId : undefined}
        isHidden={hasFilterToggle && !isFiltersShown}
        {...filters}
      />
    </>
  );
}

/** What a manager shows when its list could not be loaded at all. */
export function ManagerLoadError({ title, message, href }: { title: string; message: string; href: string }) {
  // A page the role may not open says what the role lacks (app/lib/admin.server.ts), and leads
  // back to what it may do rather than to trying again.
  const error = useRouteError();
  const isRefused = isRouteErrorResponse(error) && error.status === 403;
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-900">
        {isRefused ? String((error.data as { words?: string }).words ?? message) : message}
      </p>
      <a href={isRefused ? "/admin" : href} className="mt-4 inline-block font-semibold text-brand-800 underline">
        {isRefused ? "Back to the dashboard" : "Try again"}
      </a>
    </main>
  );
}

/** The end of every admin form: an error in words, Cancel, and the save button. */
export function FormActions({
  isSaving,
  submitLabel,
  onCancel,
  cancelLabel = "Cancel",
}: {
  isSaving: boolean;
  submitLabel: string;
  onCancel: () => void;
  cancelLabel?: string;
}) {
  return (
    <div className="sticky bottom-0 flex justify-end gap-2 bg-white pt-2">
      <button
        type="button"
        onClick={onCancel}
        className="rounded-full border border-slate-300 px-4 py-2 font-semibold text-slate-800"
      >
        {cancelLabel}
      </button>
      <button
        type="submit"
        disabled={isSaving}
        className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white disabled:opacity-70"
      >
        {isSaving ? "Saving..." : submitLabel}
      </button>
    </div>
  );
}

export function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900">
      {message}
    </p>
  ) : null;
}

/**
 * Above a form: why it was not saved. The server's reason when a save failed; otherwise, once a
 * save found fields to correct, a pointer to them (never while staff type in a valid field).
 */
export function FormErrorSummary({ errors }: { errors: FormErrors }) {
  if (errors.form) return <FormError message={errors.form} />;
  return fieldErrorCount(errors) > 0 ? <FormError message="Please correct the fields marked below." /> : null;
}

type Choice = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
};
export type FilterProps = { search: string; onSearch: (value: string) => void; placeholder: string; choice: Choice };

/** A manager's filters: a text search and one choice (status or category). */
function ManagerFilters({
  id,
  isHidden = false,
  search,
  onSearch,
  placeholder,
  choice,
}: FilterProps & { id?: string; isHidden?: boolean }) {
  const field = "mt-1 h-10 w-full rounded-lg border border-slate-300 font-normal";
  return (
    <div
      id={id}
      hidden={isHidden}
      className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2"
    >
      <label className="text-sm font-medium text-slate-800">
        Search
        <input
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={placeholder}
          className={`${field} px-3`}
        />
      </label>
      <label className="text-sm font-medium text-slate-800">
        {choice.label}
        <select value={choice.value} onChange={(e) => choice.onChange(e.target.value)} className={`${field} px-2`}>
          {choice.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** The add/edit dialog: open while an item, or "new", is being edited; the form gets null to add. */
export function EditDialog<Item>({
  id,
  editing,
  title,
  onClose,
  children,
  size = "lg",
}: {
  /** The dialog's id, unique on the page. */
  id: string;
  editing: Item | "new" | null;
  title: string;
  onClose: () => void;
  children: (item: Item | null) => React.ReactNode;
  /** "xl" for a form with its Hindi beside the English in long texts. */
  size?: "lg" | "xl";
}) {
  return (
    <Dialog id={id} isOpen={editing !== null} title={title} onClose={onClose} size={size}>
      {editing !== null && children(editing === "new" ? null : editing)}
    </Dialog>
  );
}
