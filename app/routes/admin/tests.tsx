import { useState } from "react";
import { Link } from "react-router";
import { TEST_CATEGORIES } from "../../../domain/catalogue.ts";
import type { AdminLabTest } from "../../../domain/lab-test.ts";
import { formatRupees } from "../../../domain/pricing.ts";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { EditDialog, ManagerHeader, ManagerLoadError } from "../../components/admin/manager-parts.tsx";
import { useAdminAction } from "../../components/admin/use-admin-action.ts";
import { useListFilter } from "../../components/admin/use-list-filter.ts";
import { useServerList } from "../../components/admin/use-server-list.ts";
import { TestForm } from "../../components/admin/test-form.tsx";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import { requireAdmin } from "../../lib/admin.server.ts";
import { callApi } from "../../lib/api-client.ts";
import type { Route } from "./+types/tests";

export function meta() {
  return [{ title: "Tests Manager" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  return { admin, tests: await context.services.tests.listForAdmin() };
}

export default function TestsManager({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell admin={loaderData.admin}>
      <TestsManagerBody tests={loaderData.tests} />
    </AdminShell>
  );
}

function TestsManagerBody({ tests: initialTests }: { tests: AdminLabTest[] }) {
  const { items: tests, isLoading, refresh } = useServerList(initialTests, "/api/admin/tests", "Failed to fetch tests");
  const [editing, setEditing] = useState<AdminLabTest | "new" | null>(null);
  const [retiring, setRetiring] = useState<AdminLabTest | null>(null);
  const { isBusy, run, announceSaved } = useAdminAction(refresh);

  const { shown, filters } = useListFilter(tests, {
    placeholder: "Search tests...",
    texts: (t) => [t.name, t.slug, ...t.alternateNames],
    choice: {
      label: "Category",
      options: [{ value: "all", label: "All categories" }, ...TEST_CATEGORIES.map((c) => ({ value: c, label: c }))],
      matches: (t, category) => t.category === category,
    },
  });

  const retire = (test: AdminLabTest) =>
    run(test.slug, {
      call: () => callApi("DELETE", `/api/tests/${test.slug}`),
      success: `"${test.name}" retired: its page now says it is no longer offered`,
      failure: "Failed to retire test",
      onSuccess: () => setRetiring(null),
    });

  const restore = (test: AdminLabTest) =>
    run(test.slug, {
      call: () => callApi("PUT", `/api/tests/${test.slug}/restore`),
      success: `"${test.name}" is offered again`,
      failure: "Failed to restore test",
    });

  const button = "rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm font-semibold text-slate-800 hover:border-brand-700 disabled:opacity-40";
  return (
    <>
      <ManagerHeader
        title="Tests Manager"
        subtitle="Prices, report times, fasting and the text of each test page"
        addLabel="Add Test"
        onAdd={() => setEditing("new")}
        hasFilterToggle={false}
        filters={filters}
      />
      <p role="status" className="mt-4 min-h-6 text-sm text-slate-700">{isLoading ? "Loading..." : `${shown.length} of ${tests.length} tests shown`}</p>
      <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {shown.map((test) => (
          <li key={test.slug} className={`flex flex-wrap items-center gap-3 p-3 ${test.isRetired ? "bg-slate-50 opacity-75" : ""}`}>
            <div className="min-w-0 flex-1">
              <h2 className="font-semibold text-slate-900">
                {test.name} {test.isRetired && <span className="ml-1 rounded bg-slate-800 px-1.5 text-xs text-white">Retired</span>}
                {test.isPopular && <span className="ml-1 rounded bg-brand-50 px-1.5 text-xs text-brand-800">Popular</span>}
              </h2>
              <p className="text-sm text-slate-700">
                {test.category} · {formatRupees(test.price)} <s>{formatRupees(test.originalPrice)}</s> · {test.reportTime} ·{" "}
                <Link to={`/tests/${test.slug}`} className="underline">/tests/{test.slug}</Link>
              </p>
            </div>
            <div className="flex gap-1.5">
              <button type="button" onClick={() => setEditing(test)} className={button}>Edit<span className="sr-only"> {test.name}</span></button>
              {test.isRetired ? (
                <button type="button" disabled={isBusy(test.slug)} onClick={() => restore(test)} className={button}>Restore<span className="sr-only"> {test.name}</span></button>
              ) : (
                <button type="button" disabled={isBusy(test.slug)} onClick={() => setRetiring(test)} className={`${button} text-red-800`}>Retire<span className="sr-only"> {test.name}</span></button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <EditDialog editing={editing} title={editing === "new" ? "Add Test" : `Edit ${editing?.name ?? "test"}`} onClose={() => setEditing(null)}>
        {(test) => (
          <TestForm
            test={test}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              announceSaved(`"${saved.name}" saved`);
            }}
          />
        )}
      </EditDialog>
      <ConfirmDialog
        isOpen={retiring !== null}
        title="Retire test"
        message={retiring ? `Retire "${retiring.name}"? Patients will no longer find it; its page will say it is no longer offered. You can restore it later.` : ""}
        confirmLabel="Retire"
        isBusy={retiring !== null && isBusy(retiring.slug)}
        onConfirm={() => retiring && retire(retiring)}
        onCancel={() => setRetiring(null)}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ManagerLoadError title="Tests Manager" message="Failed to fetch tests" href="/admin/tests" />;
}
