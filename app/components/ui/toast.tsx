import { createContext, useCallback, useContext, useState } from "react";

type Toast = { id: number; kind: "success" | "error"; message: string };
type Notify = (kind: Toast["kind"], message: string) => void;

const ToastContext = createContext<Notify>(() => {});
export const useToast = () => useContext(ToastContext);

const SHOW_FOR_MS = 6000;

/** Success and failure messages, announced to screen readers; errors stay until dismissed. */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = (id: number) => setToasts((all) => all.filter((t) => t.id !== id));
  const notify = useCallback<Notify>((kind, message) => {
    const id = Date.now() + Math.random();
    setToasts((all) => [...all.slice(-3), { id, kind, message }]);
    if (kind === "success") setTimeout(() => dismiss(id), SHOW_FOR_MS);
  }, []);
  return (
    <ToastContext.Provider value={notify}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4">
        <div role="status" aria-live="polite" className="contents">
          {toasts
            .filter((t) => t.kind === "success")
            .map((t) => (
              <p
                key={t.id}
                className="pointer-events-auto rounded-lg bg-slate-900 px-4 py-3 text-sm font-medium text-white shadow-lg"
              >
                {t.message}
              </p>
            ))}
        </div>
        <div role="alert" className="contents">
          {toasts
            .filter((t) => t.kind === "error")
            .map((t) => (
              <p
                key={t.id}
                className="pointer-events-auto flex items-center gap-3 rounded-lg bg-red-800 px-4 py-3 text-sm font-medium text-white shadow-lg"
              >
                {t.message}
                <button
                  type="button"
                  onClick={() => dismiss(t.id)}
                  aria-label="Dismiss"
                  className="text-lg leading-none"
                >
                  ×
                </button>
              </p>
            ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}
