import { useState } from "react";
import { PasswordChangeSchema } from "../../../domain/account.ts";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { localeOfPath } from "../../../domain/locale.ts";
import { SecondFactorSection } from "../../components/admin/second-factor-section.tsx";
import { messagesFor } from "../../i18n/messages.server.ts";
import { requireStaff } from "../../lib/admin.server.ts";
import { ApiError, callApi } from "../../lib/api-client.ts";
import { firstIssueByField } from "../../lib/form-errors.ts";
import type { PageAccess } from "../../lib/page-access.ts";
import type { Route } from "./+types/account";

/** One's own account: every staff member may change their own password and turn two-step sign-in on or off. */
export const access: PageAccess = "signed-in";

export function meta() {
  return [{ title: "Your account" }, { name: "robots", content: "noindex" }];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const admin = await requireStaff(url, context, access);
  return { admin, messages: messagesFor(localeOfPath(url.pathname), "account") };
}

type Fields = { currentPassword: string; newPassword: string };
const EMPTY: Fields = { currentPassword: "", newPassword: "" };

export default function Account({ loaderData: { admin } }: Route.ComponentProps) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsDone(false);
    setError(null);
    const check = PasswordChangeSchema.safeParse(fields);
    setErrors(firstIssueByField(check.error?.issues ?? []));
    if (!check.success) return;
    setIsSubmitting(true);
    try {
      await callApi("POST", "/api/auth/password", check.data);
      setFields(EMPTY);
      setIsDone(true);
    } catch (caught) {
      if (caught instanceof ApiError && caught.issues.length > 0) setErrors(firstIssueByField(caught.issues));
      else if (caught instanceof ApiError && caught.status !== 0 && caught.status < 500) setError(caught.message);
      else setError("Could not change the password. Check your connection and try again.");
    } finally {
      setIsSubmitting(false);
    }
  }

  const field = (name: keyof Fields, label: string, autoComplete: string, hint?: string) => (
    <div>
      <label htmlFor={`account-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`account-${name}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      <input
        id={`account-${name}`}
        name={name}
        type="password"
        autoComplete={autoComplete}
        value={fields[name]}
        onChange={(e) => {
          setFields({ ...fields, [name]: e.target.value });
          setErrors({ ...errors, [name]: "" });
        }}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={
          [hint && `account-${name}-hint`, errors[name] && `account-${name}-error`].filter(Boolean).join(" ") ||
          undefined
        }
        className="mt-1 h-11 w-full rounded-lg border border-slate-300 px-3"
      />
      {errors[name] && (
        <p id={`account-${name}-error`} className="mt-1 text-sm text-red-800">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <AdminShell admin={admin}>
      <h1 className="text-2xl font-bold">Your account</h1>
      <p className="mt-1 text-slate-700">
        {admin.displayName} ({admin.username})
      </p>
      <section aria-labelledby="password-heading" className="mt-6 max-w-md">
        <h2 id="password-heading" className="text-lg font-semibold">
          Change your password
        </h2>
        <form noValidate onSubmit={onSubmit} className="mt-3 space-y-4">
          {error && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900">
              {error}
            </p>
          )}
          {isDone && (
            <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-800">
              Password changed. You are still signed in here; every other browser signed in as you has been signed out.
            </p>
          )}
          {field("currentPassword", "Current password", "current-password")}
          {field(
            "newPassword",
            "New password",
            "new-password",
            "At least 12 characters. Three or four unrelated words are easy to remember and hard to guess.",
          )}
          <button
            type="submit"
            disabled={isSubmitting}
            className="h-11 rounded-full bg-brand-700 px-6 font-semibold text-white disabled:opacity-70"
          >
            {isSubmitting ? "Changing..." : "Change password"}
          </button>
        </form>
      </section>
      <SecondFactorSection standing={admin.secondFactor} />
    </AdminShell>
  );
}
