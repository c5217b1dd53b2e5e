import { useState, useSyncExternalStore } from "react";
import { data, redirect, useNavigate, useSearchParams } from "react-router";
import { LoginSchema } from "../../domain/auth.ts";
import { localeOfPath } from "../../domain/locale.ts";
import { type PendingSignIn, SecondFactorSignInSchema } from "../../domain/second-factor.ts";
import { messagesFor } from "../i18n/messages.server.ts";
import { useT } from "../i18n/use-t.ts";
import { firstIssueByField } from "../lib/form-errors.ts";
import { Logo } from "../components/layout/logo.tsx";
import { ApiError, callApi } from "../lib/api-client.ts";
import { safeRedirectPath } from "../lib/safe-redirect.ts";
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

/**
 * A form sent before the page's scripts ran (a slow phone, or scripts off). The forms post, so a
 * password never goes into the address (a GET form would put it in the URL, the history and the
 * server's log); signing in itself runs in the page's script, which calls the API. Nothing is
 * signed in here: the page says so and asks again.
 */
export function action() {
  return data({ isEarly: true }, { status: 400 });
}

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
  const [typedUsername, setUsername] = useState<string | null>(null);
  const [rememberChoice, setRemember] = useState<boolean | null>(null);
  const username = typedUsername ?? remembered ?? "";
  const remember = rememberChoice ?? remembered !== null;
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(
    actionData?.isEarly
      ? "The page had not finished loading, so you are not signed in yet. Please sign in again."
      : null,
  );
  const [showForgot, setShowForgot] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  // The second step's pending sign-in, held in memory only (never stored): its token dies with the page.
  const [pending, setPending] = useState<PendingSignIn | null>(null);
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
        <SecondStep pending={pending} onDone={goOn} onStartAgain={() => setPending(null)} />
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
  onDone,
  onStartAgain,
}: {
  pending: PendingSignIn;
  onDone: () => void;
  onStartAgain: () => void;
}) {
  const t = useT();
  const [isRecovery, setIsRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
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
