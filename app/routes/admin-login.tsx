import { useState, useSyncExternalStore } from "react";
import { data, redirect, useNavigate, useSearchParams } from "react-router";
import { LoginSchema } from "../../domain/auth.ts";
import { localeOfPath } from "../../domain/locale.ts";
import { refusalText, statusOf } from "../../domain/refusals.ts";
import { type PendingSignIn, SecondFactorSignInSchema } from "../../domain/second-factor.ts";
import { messagesFor } from "../i18n/messages.server.ts";
import { useT } from "../i18n/use-t.ts";
import { firstIssueByField } from "../lib/form-errors.ts";
import { Logo } from "../components/layout/logo.tsx";
import { ApiError, callApi } from "../lib/api-client.ts";
import { safeRedirectPath } from "../lib/safe-redirect.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import type { Route } from "./+types/admin-login";
import type { PageAccess } from "../lib/page-access.ts";

export const access: PageAccess = "public";

/** Only the username is remembered in the browser, never anything that signs in (SPEC §6). */
export const REMEMBERED_USERNAME_KEY = "labfront.rememberedUsername";
export const FORGOT_PASSWORD_MESSAGE = "Please contact the system administrator to reset your password.";

export function meta() {
  return [{ title: "Staff sign in" }, { name: "robots", content: "noindex" }];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  if (await context.getAdmin()) {
    throw redirect(safeRedirectPath(url.searchParams.get("redirectTo"), "/admin"));
  }
  // "layout" for the logo's name ("Labfront home"), which read "layout.logoHome" without it.
  return { messages: messagesFor(localeOfPath(url.pathname), "account", "layout") };
}

/** A form field as text: a missing or file field reads as empty, which the schema refuses. */
const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * A form sent before the page's scripts ran (a slow phone, or scripts off) signs in here, through
 * the same service and throttles as the API; with scripts the page calls the API itself. The forms
 * post, so a password never goes into the address (a GET form would put it in the URL, the history
 * and the server's log). The second step's pending sign-in comes back in the page, for its form.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await request.formData();
  const username = textOf(form, "username");
  const pending = form.has("pending")
    ? ({ secondFactor: "needed", pending: textOf(form, "pending"), expiresAt: "" } satisfies PendingSignIn)
    : undefined;
  const answer = (body: Omit<SignInAnswer, "username">, status = 200) =>
    data<SignInAnswer>({ ...body, username }, { status });
  const check = pending
    ? SecondFactorSignInSchema.safeParse({ pending: pending.pending, code: textOf(form, "code") })
    : LoginSchema.safeParse({ username, password: textOf(form, "password"), remember: form.get("remember") === "on" });
  if (!check.success) return answer({ fieldErrors: firstIssueByField(check.error.issues), pending }, 400);

  const outcome = await context.signIn(check.data);
  if ("isSignedIn" in outcome) {
    throw redirect(safeRedirectPath(url.searchParams.get("redirectTo"), "/admin"));
  }
  if ("pending" in outcome) return answer({ pending: outcome.pending });
  const { code, values, field } = outcome.refusal;
  const words = refusalText("en", code, values);
  const status = statusOf(code);
  // A wrong code, or too many, keeps the second step for another try; an expired one starts
  // again at the password, with the reason above it.
  const isStepKept = field === "code" || status === 429;
  return answer(
    { ...(field ? { fieldErrors: { [field]: words } } : { error: words }), pending: isStepKept ? pending : undefined },
    status,
  );
}

/** What a sign-in posted without scripts answers the page: where to carry on, and what went wrong. */
type SignInAnswer = {
  username: string;
  pending?: PendingSignIn;
  error?: string;
  fieldErrors?: Record<string, string>;
};

type FieldErrors = { username?: string; password?: string };

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // The remembered username prefills the form; what the person types or ticks wins.
  const remembered = useSyncExternalStore(
    () => () => {},
    () => window.localStorage.getItem(REMEMBERED_USERNAME_KEY),
    () => null,
  );
  const [typedUsername, setUsername] = useState<string | null>(actionData?.username || null);
  const [rememberChoice, setRemember] = useState<boolean | null>(null);
  const username = typedUsername ?? remembered ?? "";
  const remember = rememberChoice ?? remembered !== null;
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(
    actionData?.pending ? {} : (actionData?.fieldErrors ?? {}),
  );
  const [error, setError] = useState<string | null>(actionData?.pending ? null : (actionData?.error ?? null));
  const [showForgot, setShowForgot] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  // The second step's pending sign-in, held in memory only (never stored): its token dies with the page.
  const [pending, setPending] = useState<PendingSignIn | null>(actionData?.pending ?? null);
  const id = "login";
  const goOn = () => navigate(safeRedirectPath(searchParams.get("redirectTo"), "/admin"), { replace: true });

  function clearErrors() {
    setError(null);
    setFieldErrors({});
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = LoginSchema.safeParse({ username, password, remember });
    setFieldErrors(firstIssueByField(check.error?.issues ?? []));
    if (!check.success) return;
    setIsSubmitting(true);
    setError(null);
    try {
      const answer = await callApi<PendingSignIn | object>("POST", "/api/auth/login", check.data);
      if (remember) window.localStorage.setItem(REMEMBERED_USERNAME_KEY, check.data.username);
      else window.localStorage.removeItem(REMEMBERED_USERNAME_KEY);
      if ("secondFactor" in answer) {
        setPassword("");
        setIsSubmitting(false);
        setPending(answer);
      } else goOn();
    } catch (caught) {
      setIsSubmitting(false);
      if (caught instanceof ApiError && (caught.status === 401 || caught.status === 429)) setError(caught.message);
      else if (caught instanceof ApiError && caught.status === 0)
        setError("Could not reach the server. Check your connection and try again.");
      else setError("Something went wrong. Please try again.");
    }
  }

  if (pending) {
    return (
      <LoginCard title="Staff sign in">
        <SecondStep
          pending={pending}
          refused={actionData?.pending ? actionData : undefined}
          onDone={goOn}
          onStartAgain={() => setPending(null)}
        />
      </LoginCard>
    );
  }

  return (
    <LoginCard title="Staff sign in">
      <form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        {error && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900">
            {error}
          </p>
        )}
        <div>
          <label htmlFor={`${id}-username`} className="block text-sm font-medium text-slate-800">
            Username
          </label>
          <input
            id={`${id}-username`}
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => {
              setUsername(e.target.value);
              clearErrors();
            }}
            aria-invalid={fieldErrors.username ? true : undefined}
            aria-describedby={fieldErrors.username ? `${id}-username-error` : undefined}
            className="mt-1 h-11 w-full rounded-lg border border-slate-300 px-3"
          />
          {fieldErrors.username && (
            <p id={`${id}-username-error`} className="mt-1 text-sm text-red-800">
              {fieldErrors.username}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-password`} className="block text-sm font-medium text-slate-800">
            Password
          </label>
          <div className="relative mt-1">
            <input
              id={`${id}-password`}
              name="password"
              type={showPassword ? "text" : "password"}
              autoComplete="current-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                clearErrors();
              }}
              aria-invalid={fieldErrors.password ? true : undefined}
              aria-describedby={fieldErrors.password ? `${id}-password-error` : undefined}
              className="h-11 w-full rounded-lg border border-slate-300 pr-20 pl-3"
            />
            <button
              type="button"
              onClick={() => setShowPassword((shown) => !shown)}
              aria-pressed={showPassword}
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded px-2 py-1 text-sm font-semibold text-brand-800"
            >
              {showPassword ? "Hide" : "Show"}
              <span className="sr-only"> password</span>
            </button>
          </div>
          {fieldErrors.password && (
            <p id={`${id}-password-error`} className="mt-1 text-sm text-red-800">
              {fieldErrors.password}
            </p>
          )}
        </div>
        <div className="flex items-center justify-between">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name="remember"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
              className="h-4 w-4"
            />
            Remember me
          </label>
          <button
            type="button"
            onClick={() => setShowForgot(true)}
            className="text-sm font-semibold text-brand-800 underline"
          >
            Forgot password?
          </button>
        </div>
        {showForgot && (
          <p role="status" className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
            {FORGOT_PASSWORD_MESSAGE}
          </p>
        )}
        <button
          type="submit"
          disabled={isSubmitting}
          className="h-11 w-full rounded-full bg-brand-700 font-semibold text-white disabled:opacity-70"
        >
          {isSubmitting ? "Signing in..." : "Sign In"}
        </button>
      </form>
    </LoginCard>
  );
}

function LoginCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <Logo labName="Labfront" />
        <h1 className="mt-4 text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/**
 * The second step, after the password of an account with two-step sign-in on: one field for the
 * code (or a recovery code), its refusal in words beside it. A sign-in that waited too long
 * starts again at the password.
 */
function SecondStep({
  pending,
  refused,
  onDone,
  onStartAgain,
}: {
  pending: PendingSignIn;
  /** What the server said of a code posted without scripts. */
  refused?: Pick<SignInAnswer, "error" | "fieldErrors">;
  onDone: () => void;
  onStartAgain: () => void;
}) {
  const t = useT();
  const isHydrated = useHydrated();
  const [isRecovery, setIsRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(refused?.fieldErrors?.code ?? null);
  const [error, setError] = useState<string | null>(refused?.error ?? null);
  const [isExpired, setIsExpired] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const fieldId = "login-code";

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const check = SecondFactorSignInSchema.safeParse({ pending: pending.pending, code });
    setCodeError(firstIssueByField(check.error?.issues ?? []).code ?? null);
    if (!check.success) return;
    setIsSubmitting(true);
    try {
      await callApi("POST", "/api/auth/second-factor", check.data);
      onDone();
    } catch (caught) {
      setIsSubmitting(false);
      if (caught instanceof ApiError && caught.issues.length > 0)
        setCodeError(firstIssueByField(caught.issues).code ?? null);
      else if (
        caught instanceof ApiError &&
        (caught.status === 401 || caught.status === 403 || caught.status === 429)
      ) {
        setError(caught.message);
        setIsExpired(caught.status !== 429);
      } else setError(t("account.section.failed"));
    }
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
      <h2 className="text-lg font-semibold">{t("account.step.title")}</h2>
      <input type="hidden" name="pending" value={pending.pending} />
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900">
          {error}
        </p>
      )}
      <p id={`${fieldId}-about`} className="text-sm text-slate-700">
        {t(isRecovery ? "account.step.recoveryIntro" : "account.step.appIntro")}
      </p>
      <div>
        <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
          {t(isRecovery ? "account.step.recoveryCode" : "account.step.appCode")}
        </label>
        <input
          // A new field for the other kind of code: the keyboard and the autofill change with it.
          key={isRecovery ? "recovery" : "app"}
          id={fieldId}
          name="code"
          autoComplete="one-time-code"
          inputMode={isRecovery ? "text" : "numeric"}
          autoCapitalize="off"
          spellCheck={false}
          autoFocus
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setCodeError(null);
          }}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={[`${fieldId}-about`, codeError && `${fieldId}-error`].filter(Boolean).join(" ")}
          className="mt-1 h-11 w-full rounded-lg border border-slate-300 px-3 font-mono tracking-wider"
        />
        {codeError && (
          <p id={`${fieldId}-error`} className="mt-1 text-sm text-red-800">
            {codeError}
          </p>
        )}
      </div>
      {/* Switching the field's keyboard is the script's work; without it the field takes either code. */}
      {isHydrated && (
        <button
          type="button"
          onClick={() => {
            setIsRecovery((was) => !was);
            setCode("");
            setCodeError(null);
          }}
          className="text-sm font-semibold text-brand-800 underline"
        >
          {t(isRecovery ? "account.step.useApp" : "account.step.useRecovery")}
        </button>
      )}
      {isExpired ? (
        <button
          type="button"
          onClick={onStartAgain}
          className="h-11 w-full rounded-full bg-brand-700 font-semibold text-white"
        >
          {t("account.step.startAgain")}
        </button>
      ) : (
        <button
          type="submit"
          disabled={isSubmitting}
          className="h-11 w-full rounded-full bg-brand-700 font-semibold text-white disabled:opacity-70"
        >
          {t(isSubmitting ? "account.step.submitting" : "account.step.submit")}
        </button>
      )}
    </form>
  );
}
