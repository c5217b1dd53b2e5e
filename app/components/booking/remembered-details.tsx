// A remembered device (issue 38 §3; docs/decisions/2026-11-28-booking-form-hydration.md): with
// the patient's consent, a box unticked by default, their name, mobile number and address are
// kept in this browser's localStorage and filled into the next booking form. They are never sent
// anywhere but with the booking itself; "Forget me on this phone" deletes them. Without
// JavaScript there is nothing to keep them in: the box is not shown (app.css, `.scripted-only`).
import { type FormEvent, useLayoutEffect, useRef, useState } from "react";
import { useT } from "../../i18n/use-t.ts";
import { fieldId } from "./fields.tsx";

const STORAGE_KEY = "labfront:booking-details";
/** The fields kept: who the patient is and where they are collected from. */
const REMEMBERED_FIELDS = ["patientName", "mobile", "address", "landmark", "pincode"] as const;
type Details = Partial<Record<(typeof REMEMBERED_FIELDS)[number], string>>;
const BOX_ID = fieldId("remember");

function storedDetails(): Details | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "null");
    if (typeof stored !== "object" || stored === null) return null;
    const details: Details = {};
    for (const field of REMEMBERED_FIELDS) {
      const value = (stored as Record<string, unknown>)[field];
      if (typeof value === "string" && value.length <= 300) details[field] = value;
    }
    return details;
  } catch {
    return null;
  }
}

function forgetDetails() {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/** The form's text field `name` (the booking form's own fields, by name). */
const textField = (form: HTMLFormElement, name: string) => {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field : null;
};

/**
 * The booking form's submit: with the box ticked the details are kept on this phone; with it
 * unticked, any kept before are forgotten (the patient said no this time).
 */
export function rememberOnSubmit(event: FormEvent<HTMLFormElement>) {
  const form = event.currentTarget;
  const box = form.querySelector<HTMLInputElement>(`#${CSS.escape(BOX_ID)}`);
  if (!box) return;
  if (!box.checked) return forgetDetails();
  const details: Details = {};
  for (const name of REMEMBERED_FIELDS) {
    const value = textField(form, name)?.value.trim();
    if (value) details[name] = value;
  }
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(details));
  } catch {
    // Private mode or storage full: remembering is a convenience.
  }
}

/**
 * The box "Remember my details on this phone", and once details were filled in from the phone,
 * "Forget me on this phone". `onFilled` tells the form's state what was filled (a pincode moves
 * the prices to its city).
 */
export function RememberDevice({ onFilled }: { onFilled: () => void }) {
  const t = useT();
  const box = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState<"nothing" | "filled" | "forgotten">("nothing");
  const filled = useRef<Details>({});

  // Once, when this part of the form comes to life (after the fields above it): the empty fields
  // take what this phone keeps. A field already typed in, or answered by the server, keeps its text.
  useLayoutEffect(() => {
    const details = storedDetails();
    const form = box.current?.form;
    if (!details || !form) return;
    for (const name of REMEMBERED_FIELDS) {
      const field = textField(form, name);
      const value = details[name];
      if (!field || !value || field.value !== "") continue;
      field.value = value;
      filled.current[name] = value;
    }
    if (box.current) box.current.checked = true;
    onFilled();
    setShown("filled");
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function forget() {
    forgetDetails();
    const form = box.current?.form;
    // The fields filled from this phone are emptied too, unless the patient has changed them since.
    for (const [name, value] of Object.entries(filled.current)) {
      const field = form ? textField(form, name) : null;
      if (field && field.value === value) field.value = "";
    }
    filled.current = {};
    if (box.current) box.current.checked = false;
    onFilled();
    setShown("forgotten");
  }

  return (
    <div className="scripted-only space-y-2">
      <label className="flex cursor-pointer items-start gap-3">
        {/* No name: the box is never posted; it only decides what this phone keeps. */}
        <input
          ref={box}
          id={BOX_ID}
          type="checkbox"
          aria-describedby={`${BOX_ID}-hint`}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <span>{t("booking.remember.box")}</span>
      </label>
      <p id={`${BOX_ID}-hint`} className="text-sm text-slate-700">
        {t("booking.remember.hint")}
      </p>
      <div aria-live="polite">
        {shown === "filled" && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
            {t("booking.remember.filled")}
            <button
              type="button"
              onClick={forget}
              className="min-h-11 rounded-full border border-brand-700 px-4 py-1 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t("booking.remember.forget")}
            </button>
          </p>
        )}
        {shown === "forgotten" && <p className="text-sm text-slate-800">{t("booking.remember.forgotten")}</p>}
      </div>
    </div>
  );
}
