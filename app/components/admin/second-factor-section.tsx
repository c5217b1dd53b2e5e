import { useState } from "react";
import { Link } from "react-router";
import type { RecoveryCodes, SecondFactorSetup } from "../../../domain/account.ts";
import type { SecondFactorStanding } from "../../../domain/second-factor.ts";
import { useT } from "../../i18n/use-t.ts";
import { ApiError, callApi } from "../../lib/api-client.ts";
import { firstIssueByField } from "../../lib/form-errors.ts";

/** The key as people type it from the screen: groups of four ("ABCD EFGH …"). */
export const groupedKey = (secret: string): string => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * How many days are left to turn on two-step sign-in, while the account's role or the settings
 * ask for it and it is not on yet (the dashboard and the account page).
 */
export function SecondFactorDue({ standing, withLink }: { standing: SecondFactorStanding; withLink: boolean }) {
  const t = useT();
  if (standing.daysLeft === null || standing.isSetupRequired) return null;
  return (
    <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
      {t("account.due.daysLeft", { days: standing.daysLeft })}{" "}
      {withLink && (
        <Link to="/admin/account#second-factor-heading" className="font-semibold text-brand-800 underline">
          {t("account.due.link")}
        </Link>
      )}
    </p>
  );
}

/**
 * Two-step sign-in on /admin/account: turned on with a QR code made on our server (or its key
 * typed in) and a first code, which answers the recovery codes once; off with the password and
 * a code. Each refusal in words beside its field.
 */
export function SecondFactorSection({ standing }: { standing: SecondFactorStanding }) {
  const t = useT();
  const [isOn, setIsOn] = useState(standing.isOn);
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [isCopied, setIsCopied] = useState(false);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  async function run(call: () => Promise<void>) {
    setError(null);
    setErrors({});
    try {
      await call();
    } catch (caught) {
      if (caught instanceof ApiError && caught.issues.length > 0) setErrors(firstIssueByField(caught.issues));
      else if (caught instanceof ApiError && caught.status !== 0 && caught.status < 500) setError(caught.message);
      else setError(t("account.section.failed"));
    }
  }
  const start = () =>
    run(async () => setSetup(await callApi<SecondFactorSetup>("POST", "/api/auth/second-factor/setup")));
  const confirm = (event: React.FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const answer = await callApi<RecoveryCodes>("POST", "/api/auth/second-factor/confirm", { password, code });
      setRecoveryCodes(answer.recoveryCodes);
      setSetup(null);
      setPassword("");
      setCode("");
      setIsOn(true);
    });
  };
  const turnOff = (event: React.FormEvent) => {
    event.preventDefault();
    return run(async () => {
      await callApi("POST", "/api/auth/second-factor/off", { password, code });
      setPassword("");
      setCode("");
      setRecoveryCodes(null);
      setIsOn(false);
    });
  };
  async function copyCodes(codes: string[]) {
    await navigator.clipboard.writeText(codes.join("\n"));
    setIsCopied(true);
  }

  const input = (name: "code" | "password", label: string, value: string, set: (v: string) => void) => (
    <div>
      <label htmlFor={`second-factor-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`second-factor-${name}`}
        name={name}
        type={name === "password" ? "password" : "text"}
        autoComplete={name === "password" ? "current-password" : "one-time-code"}
        // Turning on takes the app's digits; turning off takes a recovery code too.
        inputMode={name === "code" && !isOn ? "numeric" : undefined}
        value={value}
        onChange={(e) => {
          set(e.target.value);
          setErrors({ ...errors, [name]: "" });
        }}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `second-factor-${name}-error` : undefined}
        className="mt-1 h-11 w-full rounded-lg border border-slate-300 px-3"
      />
      {errors[name] && (
        <p id={`second-factor-${name}-error`} className="mt-1 text-sm text-red-800">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <section aria-labelledby="second-factor-heading" className="mt-10 max-w-md">
      <h2 id="second-factor-heading" className="text-lg font-semibold">
        {t("account.section.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t(isOn ? "account.section.on" : "account.section.off")}</p>
      {!isOn && standing.isSetupRequired && (
        <p role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium">
          {t("account.section.requiredNow")}
        </p>
      )}
      {!isOn && <SecondFactorDue standing={standing} withLink={false} />}
      {error && (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900"
        >
          {error}
        </p>
      )}
      {recoveryCodes && (
        <div role="status" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
          <p className="font-semibold">{t("account.section.recoveryHeading")}</p>
          <ul aria-label={t("account.section.recoveryList")} className="mt-2 grid grid-cols-2 gap-1 font-mono">
            {recoveryCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-3 print:hidden">
            <button
              type="button"
              onClick={() => void copyCodes(recoveryCodes)}
              className="h-11 rounded-full border border-slate-300 bg-white px-4 font-semibold text-slate-800"
            >
              {t("account.section.copy")}
            </button>
            <button
              type="button"
              onClick={() => window.print()}
              className="h-11 rounded-full border border-slate-300 bg-white px-4 font-semibold text-slate-800"
            >
              {t("account.section.print")}
            </button>
          </div>
          {isCopied && <p className="mt-2">{t("account.section.copied")}</p>}
        </div>
      )}
      {!isOn && !setup && (
        <button
          type="button"
          onClick={start}
          className="mt-3 h-11 rounded-full bg-brand-700 px-6 font-semibold text-white"
        >
          {t("account.section.turnOn")}
        </button>
      )}
      {!isOn && setup && (
        <form noValidate onSubmit={confirm} className="mt-3 space-y-4">
          <p className="text-sm text-slate-800">{t("account.section.scan")}</p>
          <div
            role="img"
            aria-label={t("account.section.qr")}
            className="h-48 w-48"
            // The SVG is made on our server by the qrcode package from the secret: no outside content.
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
          <p className="text-sm text-slate-800">
            {t("account.section.key")}:{" "}
            <code data-testid="totp-secret" className="font-mono text-base tracking-wide">
              {groupedKey(setup.secret)}
            </code>
          </p>
          {input("code", t("account.section.codeFromApp"), code, setCode)}
          {input("password", t("account.section.password"), password, setPassword)}
          <button type="submit" className="h-11 rounded-full bg-brand-700 px-6 font-semibold text-white">
            {t("account.section.confirm")}
          </button>
        </form>
      )}
      {isOn && (
        <form noValidate onSubmit={turnOff} className="mt-3 space-y-4">
          {input("password", t("account.section.password"), password, setPassword)}
          {input("code", t("account.section.codeOrRecovery"), code, setCode)}
          <button
            type="submit"
            className="h-11 rounded-full border border-slate-300 px-6 font-semibold text-slate-800 hover:border-brand-700"
          >
            {t("account.section.turnOff")}
          </button>
        </form>
      )}
    </section>
  );
}
