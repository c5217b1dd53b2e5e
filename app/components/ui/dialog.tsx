import { useLayoutEffect, useRef } from "react";

type Props = {
  /** The dialog's id, unique on the page (e.g. "booking-<id>-refund-dialog"); its title is `${id}-title`. */
  id: string;
  isOpen: boolean;
  title: string;
  onClose: () => void;
  children: React.ReactNode;
  /** Wider dialogs for forms; "xl" for a form with two languages side by side. */
  size?: "sm" | "lg" | "xl";
};

const DIALOG_WIDTHS = { sm: "max-w-md", lg: "max-w-2xl", xl: "max-w-5xl" } as const;

/**
 * A modal dialog on the native <dialog>: the browser traps focus inside it, closes it
 * with Escape and puts focus back where it was when it closes.
 */
export function Dialog({ id, isOpen, title, onClose, children, size = "sm" }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `${id}-title`;
  // Opened and closed in the frame it renders in (a layout effect): Preact runs plain effects
  // after the next paint, and the dialog's content would show a frame before the dialog does.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/50 ${DIALOG_WIDTHS[size]}`}
    >
      {isOpen && (
        <div className="p-5">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold text-slate-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="-m-2 flex h-10 w-10 items-center justify-center rounded-full text-2xl text-slate-600 hover:bg-slate-100"
            >
              ×
            </button>
          </div>
          <div className="mt-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}

/** "Are you sure?" with the SPEC's words, as a dialog instead of window.confirm. */
export function ConfirmDialog({
  id,
  isOpen,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  isBusy = false,
}: {
  id: string;
  isOpen: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  isBusy?: boolean;
}) {
  return (
    <Dialog id={id} isOpen={isOpen} title={title} onClose={onCancel}>
      <p className="text-slate-800">{message}</p>
      <div className="mt-6 flex justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-full border border-slate-300 px-4 py-2 font-semibold text-slate-800"
        >
          Cancel
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={isBusy}
          className="rounded-full bg-red-700 px-4 py-2 font-semibold text-white disabled:opacity-70"
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
