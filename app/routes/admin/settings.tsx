import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { ManagerLoadError } from "../../components/admin/manager-parts.tsx";
import { SettingsForm } from "../../components/admin/settings-form.tsx";
import { localeOfPath } from "../../../domain/locale.ts";
import { messagesFor } from "../../i18n/messages.server.ts";
import { requireStaff } from "../../lib/admin.server.ts";
import type { PageAccess } from "../../lib/page-access.ts";
import type { Route } from "./+types/settings";

export const access: PageAccess = "edit-settings";

export function meta() {
  return [{ title: "Settings" }, { name: "robots", content: "noindex" }];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const admin = await requireStaff(url, context, access);
  return {
    admin,
    settings: await context.services.settings.getForStaff(),
    messages: messagesFor(localeOfPath(url.pathname), "account"),
  };
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell admin={loaderData.admin}>
      <div className="mx-auto max-w-5xl">
        <h1 className="text-2xl font-bold">Settings</h1>
        <p className="mt-1 text-slate-700">
          Contact details, where and when you collect samples, and the consent notice. A change shows on every page of
          the website as soon as you save it.
        </p>
        <div className="mt-6">
          <SettingsForm settings={loaderData.settings} />
        </div>
      </div>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <ManagerLoadError title="Settings" message="Failed to load settings" href="/admin/settings" />;
}
