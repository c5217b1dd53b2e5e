import { useState } from "react";
import { data, Form, useNavigation } from "react-router";
import {
  NewStaffAccountSchema,
  StaffAccountChangeSchema,
  type StaffAccountView,
} from "../../../domain/staff-accounts.ts";
import { GRANTABLE, ROLES, type Role, roleName } from "../../../domain/staff-roles.ts";
import { AdminShell, formatIstTime } from "../../components/admin/admin-shell.tsx";
import { FormField } from "../../components/admin/form-field.tsx";
import { FormError, ManagerLoadError } from "../../components/admin/manager-parts.tsx";
import { requireStaff } from "../../lib/admin.server.ts";
import { firstIssueByField, isServiceRefusal } from "../../lib/form-errors.ts";
import type { PageAccess } from "../../lib/page-access.ts";
import type { Route } from "./+types/staff";

export const access: PageAccess = "manage-staff";

export function meta() {
  return [{ title: "Staff accounts" }, { name: "robots", content: "noindex" }];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const admin = await requireStaff(url, context, access);
  // A private page (it declares no cache class): the server answers it with no-store.
  return { admin, accounts: await context.services.staffAccounts.list(admin) };
}

/** What an action answers: a link to hand over (shown once), or what was refused and where. */
type StaffAnswer = {
  /** The account the answer is about ("new" for the form that makes one). */
  about: string;
  link?: { url: string; expiresAt: string };
  errors?: Record<string, string>;
  values?: Record<string, string>;
  done?: string;
};

/**
 * Every change of the page is a form posted to this action (it works before JavaScript): the
 * same schemas and service as the staff API, each refusal in words beside what it refused.
 */
export async function action({ url, request, context }: Route.ActionArgs) {
  const admin = await requireStaff(url, context, access);
  const { staffAccounts } = context.services;
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = text("intent");
  const id = text("id");
  const about = intent === "create" ? "new" : id;
  const grants = form.getAll("grants").filter((grant): grant is string => typeof grant === "string");
  try {
    switch (intent) {
      case "create": {
        const values = { username: text("username"), displayName: text("displayName"), role: text("role") };
        const parsed = NewStaffAccountSchema.safeParse({ ...values, grants });
        if (!parsed.success) {
          return data<StaffAnswer>({ about, values, errors: firstIssueByField(parsed.error.issues) }, { status: 400 });
        }
        const { account, link } = await staffAccounts.create(parsed.data, admin);
        return data<StaffAnswer>({ about: account.userId, link });
      }
      case "update": {
        const parsed = StaffAccountChangeSchema.safeParse({ role: text("role"), grants });
        if (!parsed.success) {
          return data<StaffAnswer>({ about, errors: firstIssueByField(parsed.error.issues) }, { status: 400 });
        }
        const account = await staffAccounts.update(id, parsed.data, admin);
        return data<StaffAnswer>({ about, done: `${account.displayName} is now ${roleName("en", account.role)}.` });
      }
      case "disable": {
        const account = await staffAccounts.disable(id, admin);
        return data<StaffAnswer>({ about, done: `${account.displayName} can no longer sign in.` });
      }
      case "enable": {
        const account = await staffAccounts.enable(id, admin);
        return data<StaffAnswer>({ about, done: `${account.displayName} can sign in again.` });
      }
      case "end-sessions": {
        const account = await staffAccounts.endSessions(id, admin);
        return data<StaffAnswer>({ about, done: `${account.displayName} is signed out everywhere.` });
      }
      case "reset-second-factor": {
        const account = await staffAccounts.resetSecondFactor(id, admin);
        return data<StaffAnswer>({
          about,
          done: `${account.displayName}'s two-step sign-in is reset: they are signed out and set it up again after their password.`,
        });
      }
      case "password-link": {
        return data<StaffAnswer>({ about, link: await staffAccounts.passwordLink(id, admin) });
      }
      default:
        return data<StaffAnswer>({ about, errors: { form: "Choose what to do" } }, { status: 400 });
    }
  } catch (error) {
    if (!isServiceRefusal(error)) throw error;
    const onFields = firstIssueByField(error.issues);
    const errors = Object.keys(onFields).length > 0 ? onFields : { form: error.message };
    return data<StaffAnswer>(
      { about, errors, values: Object.fromEntries(form) as Record<string, string> },
      {
        status: error.statusCode,
      },
    );
  }
}

const ROLE_LIST = Object.keys(ROLES) as Role[];

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { admin, accounts } = loaderData;
  const answer = actionData as StaffAnswer | undefined;
  return (
    <AdminShell admin={admin}>
      <h1 className="text-2xl font-bold">Staff accounts</h1>
      <p className="mt-1 max-w-2xl text-slate-700">
        Everyone at the lab signs in with their own account. A role decides what they may see and do; a change takes
        effect on their next click.
      </p>
      {answer?.link && (
        <PasswordLink
          link={answer.link}
          name={accounts.find((account) => account.userId === answer.about)?.displayName ?? ""}
        />
      )}
      <NewAccountForm answer={answer?.about === "new" ? answer : undefined} />
      <h2 className="mt-8 text-xl font-semibold">Accounts</h2>
      <ul className="mt-3 grid gap-3">
        {accounts.map((account) => (
          <AccountRow
            key={account.userId}
            account={account}
            isSelf={account.userId === admin.userId}
            answer={answer?.about === account.userId && !answer.link ? answer : undefined}
          />
        ))}
      </ul>
    </AdminShell>
  );
}

/** The one-time link, shown once: the owner copies it to the colleague (in person or on WhatsApp). */
function PasswordLink({ link, name }: { link: NonNullable<StaffAnswer["link"]>; name: string }) {
  return (
    <section
      role="status"
      aria-labelledby="password-link-title"
      className="mt-6 rounded-xl border border-emerald-300 bg-emerald-50 p-4"
    >
      <h2 id="password-link-title" className="font-semibold text-emerald-900">
        Link for {name} to set their password
      </h2>
      <p className="mt-1 text-sm text-emerald-900">
        Shown only now. It works once, until {formatIstTime(link.expiresAt)}. Give it to {name} yourself; anyone with it
        can set the password.
      </p>
      <label className="mt-2 block text-sm font-medium text-slate-900" htmlFor="password-link">
        Link
      </label>
      <input
        id="password-link"
        readOnly
        value={link.url}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm"
      />
    </section>
  );
}

const inputClass = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2";
const buttonClass =
  "rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-700";

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

/**
 * The roles as a select's own children: Preact picks the option a `defaultValue` names among the
 * select's direct children only, so a component wrapping them would leave a new row on "Owner".
 */
const roleOptions = () =>
  ROLE_LIST.map((role) => (
    <option key={role} value={role}>
      {roleName("en", role)}
    </option>
  ));

function NewAccountForm({ answer }: { answer: StaffAnswer | undefined }) {
  const errors = answer?.errors ?? {};
  const values = answer?.values ?? {};
  const isBusy = useNavigation().formData?.get("intent") === "create";
  // What was typed stays after a refusal: from the answer when the form was posted without JavaScript.
  const [displayName, setDisplayName] = useState(values.displayName ?? "");
  const [username, setUsername] = useState(values.username ?? "");
  return (
    <Form method="post" className="mt-6 max-w-2xl rounded-xl border border-slate-200 bg-white p-5" noValidate>
      <h2 className="text-xl font-semibold">Add a colleague</h2>
      <input type="hidden" name="intent" value="create" />
      <div className="mt-3">
        <FormError message={errors.form} />
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField
          id="new-displayName"
          name="displayName"
          label="Name"
          value={displayName}
          onChange={setDisplayName}
          autoComplete="off"
          error={errors.displayName}
        />
        <FormField
          id="new-username"
          name="username"
          label="Username (for signing in)"
          value={username}
          onChange={setUsername}
          autoComplete="off"
          error={errors.username}
        />
        <div>
          <label htmlFor="new-role" className="block text-sm font-medium text-slate-900">
            Role
          </label>
          <select
            id="new-role"
            name="role"
            defaultValue={values.role ?? "desk"}
            className={inputClass}
            aria-invalid={errors.role ? true : undefined}
            aria-describedby={errors.role ? "new-role-error" : undefined}
          >
            {roleOptions()}
          </select>
          <FieldError id="new-role-error" message={errors.role} />
        </div>
        <GrantBoxes idPrefix="new" granted={[]} />
      </div>
      <button
        type="submit"
        disabled={isBusy}
        className="mt-4 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {isBusy ? "Adding…" : "Add and make a password link"}
      </button>
    </Form>
  );
}

/** What the owner may add beyond a role: erasure, for a desk member who handles DPDP requests. */
function GrantBoxes({ idPrefix, granted }: { idPrefix: string; granted: readonly string[] }) {
  return (
    <fieldset className="self-end">
      <legend className="sr-only">Also allowed</legend>
      {GRANTABLE.map((grant) => (
        <label key={grant} className="flex items-center gap-2 text-sm text-slate-900">
          <input
            type="checkbox"
            name="grants"
            value={grant}
            defaultChecked={granted.includes(grant)}
            id={`${idPrefix}-grant-${grant}`}
            className="h-5 w-5"
          />
          May erase a patient&apos;s personal data
        </label>
      ))}
    </fieldset>
  );
}

function AccountRow({
  account,
  isSelf,
  answer,
}: {
  account: StaffAccountView;
  isSelf: boolean;
  answer: StaffAnswer | undefined;
}) {
  const prefix = `account-${account.userId}`;
  const error = answer?.errors ? Object.values(answer.errors)[0] : undefined;
  const action = (intent: string, label: string) => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={account.userId} />
      <button type="submit" className={buttonClass}>
        {label}
      </button>
    </Form>
  );
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby={`${prefix}-name`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${prefix}-name`} className="text-lg font-semibold">
          {account.displayName} <span className="text-sm font-normal text-slate-700">({account.username})</span>
        </h3>
        <p className="text-sm text-slate-700">
          {account.disabledAt ? (
            <span className="font-semibold text-red-800">Disabled {formatIstTime(account.disabledAt)}</span>
          ) : account.sessionCount > 0 && account.lastSeenAt ? (
            `Signed in on ${account.sessionCount} ${account.sessionCount === 1 ? "browser" : "browsers"}, last seen ${formatIstTime(account.lastSeenAt)}`
          ) : (
            "Not signed in"
          )}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-700">Two-step sign-in {account.isSecondFactorOn ? "on" : "off"}</p>
      {answer?.done && (
        <p role="status" className="mt-2 text-sm font-medium text-emerald-900">
          {answer.done}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={account.userId} />
        <div>
          <label htmlFor={`${prefix}-role`} className="block text-sm font-medium text-slate-900">
            Role of {account.displayName}
          </label>
          <select id={`${prefix}-role`} name="role" defaultValue={account.role} className={inputClass}>
            {roleOptions()}
          </select>
        </div>
        <GrantBoxes idPrefix={prefix} granted={account.grants} />
        <button type="submit" className={buttonClass}>
          Save role
        </button>
      </Form>
      <div className="mt-3 flex flex-wrap gap-2">
        {action("password-link", "New password link")}
        {account.sessionCount > 0 && action("end-sessions", "Sign out everywhere")}
        {account.isSecondFactorOn && action("reset-second-factor", "Reset two-step sign-in")}
        {!isSelf && (account.disabledAt ? action("enable", "Enable") : action("disable", "Disable"))}
      </div>
    </li>
  );
}

export function ErrorBoundary() {
  return <ManagerLoadError title="Staff accounts" message="Failed to load the staff accounts" href="/admin/staff" />;
}
