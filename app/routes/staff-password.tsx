import { data, Form, redirect, useNavigation } from "react-router";
import { SetPasswordSchema } from "../../domain/staff-accounts.ts";
import { Logo } from "../components/layout/logo.tsx";
import { firstIssueByField, isServiceRefusal } from "../lib/form-errors.ts";
import type { PageAccess } from "../lib/page-access.ts";
import type { Route } from "./+types/staff-password";

// Whoever holds the link the owner handed over: the link is the credential, once, for a day.
export const access: PageAccess = "public";

export function meta() {
  return [{ title: "Set your password" }, { name: "robots", content: "noindex" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const account = await context.services.staffAccounts.passwordLinkFor(params.token);
  // A private page (it declares no cache class): the server answers it with no-store, and the
  // site's referrer policy sends only the origin to other sites, never the link.
  return { account };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const password = String(form.get("password") ?? "");
  const parsed = SetPasswordSchema.safeParse({ token: params.token, password });
  if (!parsed.success) return data({ errors: firstIssueByField(parsed.error.issues) }, { status: 400 });
  try {
    await context.services.staffAccounts.setPasswordByLink(parsed.data.token, parsed.data.password);
  } catch (error) {
    if (!isServiceRefusal(error)) throw error;
    const onFields = firstIssueByField(error.issues);
    return data(
      { errors: Object.keys(onFields).length > 0 ? onFields : { form: error.message } },
      { status: error.statusCode },
    );
  }
  return redirect("/admin-login?passwordSet=1");
}

export default function StaffPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { account } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const isBusy = useNavigation().state === "submitting";
  return (
    <main className="mx-auto max-w-md p-6">
      <Logo labName="Labfront" />
      <h1 className="mt-6 text-2xl font-bold">Set your password</h1>
      {!account ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-900">
          This link has expired or was already used. Ask the lab&apos;s owner for a new one.
        </p>
      ) : (
        <Form method="post" className="mt-4 grid gap-4" noValidate>
          <p className="text-slate-700">
            For {account.displayName}, who signs in as <strong>{account.username}</strong>. Choose a password of at
            least 12 characters that you use nowhere else.
          </p>
          {errors.form && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 font-medium text-red-900">
              {errors.form}
            </p>
          )}
          {/* The username, for the browser's password manager to save the pair. */}
          <input type="hidden" name="username" autoComplete="username" value={account.username} />
          <div>
            <label htmlFor="new-password" className="block font-medium text-slate-900">
              New password
            </label>
            <input
              id="new-password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={12}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? "new-password-error" : undefined}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
            />
            {errors.password && (
              <p id="new-password-error" className="mt-1 text-sm font-medium text-red-800">
                {errors.password}
              </p>
            )}
          </div>
          <button
            type="submit"
            disabled={isBusy}
            className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {isBusy ? "Saving…" : "Set password"}
          </button>
        </Form>
      )}
    </main>
  );
}
