import { Form, Link, NavLink } from "react-router";
import type { AdminSession } from "../../../domain/auth.ts";
import { roleName } from "../../../domain/staff-roles.ts";
import { ToastProvider } from "../ui/toast.tsx";
import { sectionsFor } from "./admin-sections.ts";
import { StaffProvider } from "./staff-context.tsx";

/** A moment in India Standard Time, as the receptionist reads it: "21 Nov 2026, 10:05 am IST". */
export function formatIstTime(iso: string): string {
  return (
    new Intl.DateTimeFormat("en-IN", {
      timeZone: "Asia/Kolkata",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
    }).format(new Date(iso)) + " IST"
  );
}

/**
 * The mark and "Labfront admin", to the site's home. Not the public Logo: its name comes from
 * the public layout's messages, which the English-only admin area does not load.
 */
function AdminLogo() {
  return (
    <Link to="/" className="flex items-center gap-2 font-bold text-brand-800">
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#0f766e" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
      </svg>
      <span className="text-lg leading-tight">Labfront admin</span>
    </Link>
  );
}

/** The admin area's frame: a sidebar on wide screens, a top bar on phones. */
export function AdminShell({ admin, children }: { admin: AdminSession; children: React.ReactNode }) {
  return (
    <StaffProvider value={admin}>
      <ToastProvider>
        <div className="min-h-screen bg-slate-50 md:grid md:grid-cols-[15rem_1fr]">
          <aside className="border-b border-slate-200 bg-white p-4 md:min-h-screen md:border-r md:border-b-0">
            <AdminLogo />
            <p className="mt-4 text-sm text-slate-700">
              Signed in as <span className="font-semibold text-slate-900">{admin.displayName}</span> (
              {roleName("en", admin.role)})
            </p>
            <p className="text-xs text-slate-700">Since {formatIstTime(admin.loginAt)}</p>
            <nav aria-label="Admin" className="mt-4">
              <ul className="flex flex-wrap gap-1 md:flex-col">
                {[{ to: "/admin", label: "Dashboard" }, ...sectionsFor(admin)].map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={item.to === "/admin"}
                      className={({ isActive }) =>
                        `block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`
                      }
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            {/* One row on a phone, under the menu; stacked in the sidebar. */}
            <div className="mt-4 flex items-center gap-2 md:block">
              <Link
                to="/admin/account"
                className="block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100"
              >
                Your account
              </Link>
              <Form method="post" action="/logout" className="md:mt-2">
                <input type="hidden" name="redirectTo" value="/admin-login" />
                <button
                  type="submit"
                  className="w-full rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-700"
                >
                  Logout
                </button>
              </Form>
            </div>
          </aside>
          <main className="min-w-0 p-4 md:p-8">{children}</main>
        </div>
      </ToastProvider>
    </StaffProvider>
  );
}
