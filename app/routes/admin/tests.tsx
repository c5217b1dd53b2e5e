import { useState } from "react";
import { Link } from "react-router";
import { TEST_CATEGORIES } from "../../../domain/catalogue.ts";
import type { AdminLabTest } from "../../../domain/lab-test.ts";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { InlineTestPrices } from "../../components/admin/inline-test-prices.tsx";
import { EditDialog, ManagerHeader, ManagerLoadError } from "../../components/admin/manager-parts.tsx";
import { useAdminAction } from "../../components/admin/use-admin-action.ts";
import { useEditing } from "../../components/admin/use-editing.ts";
import { useListFilter } from "../../components/admin/use-list-filter.ts";
import { useServerList } from "../../components/admin/use-server-list.ts";
import { TestForm } from "../../components/admin/test-form.tsx";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { requireStaff } from "../../lib/admin.server.ts";
import { messagesFor } from "../../i18n/messages.server.ts";
import { useT } from "../../i18n/use-t.ts";
import { localeOfPath } from "../../../domain/locale.ts";
import type { PageAccess } from "../../lib/page-access.ts";
import { callApi } from "../../lib/api-client.ts";
import type { Route } from "./+types/tests";

export const access: PageAccess = "edit-site";

export function meta() {
  return [{ title: "Tests Manager" }, { name: "robots", content: "noindex" }];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const admin = await requireStaff(url, context, access);
  return {
    admin,
    tests: await context.services.labTests.listForAdmin(),
    messages: messagesFor(localeOfPath(url.pathname), "tubes"),
  };
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
  const [editing, setEditing] = useEditing(tests, (t) => t.slug);
  const [retiring, setRetiring] = useState<Retiring | null>(null);
  const [checkingSlug, setCheckingSlug] = useState<string | null>(null);
  const { isBusy, run, announceSaved } = useAdminAction(refresh);
  const notify = useToast();
  const t = useT();

  /** Asks the server which packages list the test, so the confirmation can name them. */
  async function confirmRetire(test: AdminLabTest) {
    setCheckingSlug(test.slug);
    try {
      const { packages } = await callApi<{ packages: string[] }>("GET", `/api/admin/tests/${test.slug}/packages`);
      setRetiring({ test, packages });
    } catch {
      notify("error", `Could not check which packages list "${test.name}"; nothing was retired. Try again.`);
    } finally {
      setCheckingSlug(null);
    }
  }

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

  const button =
    "rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm font-semibold text-slate-800 hover:border-brand-700 disabled:opacity-40";
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
      <p role="status" className="mt-4 min-h-6 text-sm text-slate-700">
        {isLoading ? "Loading..." : `${shown.length} of ${tests.length} tests shown`}
      </p>
      <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {shown.map((test) => (
          <li
            key={test.slug}
            className={`flex flex-wrap items-center gap-x-4 gap-y-2 p-3 ${test.isRetired ? "bg-slate-50" : ""}`}
          >
            <div className="min-w-48 flex-1">
              <h2 className="font-semibold text-slate-900">
                {test.name}{" "}
                {test.isRetired && <span className="ml-1 rounded bg-slate-800 px-1.5 text-xs text-white">Retired</span>}
                {test.isPopular && (
                  <span className="ml-1 rounded bg-brand-50 px-1.5 text-xs text-brand-800">Popular</span>
                )}
                {test.containers === null && (
                  <span className="ml-1 rounded bg-amber-50 px-1.5 text-xs text-amber-900 ring-1 ring-amber-300">
                    {t("tubes.form.notSet")}
                  </span>
                )}
              </h2>
              <p className="text-sm text-slate-700">
                {test.category} · {test.reportTime} ·{" "}
                <Link to={`/tests/${test.slug}`} className="underline">
                  /tests/{test.slug}
                </Link>
              </p>
            </div>
            <InlineTestPrices test={test} onSaved={() => void refresh()} />
            <div className="flex gap-1.5">
              <button type="button" onClick={() => setEditing(test)} className={button}>
                Edit<span className="sr-only"> {test.name}</span>
              </button>
              {test.isRetired ? (
                <button type="button" disabled={isBusy(test.slug)} onClick={() => restore(test)} className={button}>
                  Restore<span className="sr-only"> {test.name}</span>
                </button>
              ) : (
                <button
                  type="button"
                  disabled={isBusy(test.slug) || checkingSlug === test.slug}
                  onClick={() => void confirmRetire(test)}
                  className={`${button} text-red-800`}
                >
                  Retire<span className="sr-only"> {test.name}</span>
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <EditDialog
        id="test-dialog"
        editing={editing}
        title={editing === "new" ? "Add Test" : `Edit ${editing?.name ?? "test"}`}
        onClose={() => setEditing(null)}
        size="xl"
      >
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
        id="retire-test-dialog"
        isOpen={retiring !== null}
        title="Retire test"
        message={retiring ? retireQuestion(retiring) : ""}
        confirmLabel="Retire"
        isBusy={retiring !== null && isBusy(retiring.test.slug)}
        onConfirm={() => retiring && retire(retiring.test)}
        onCancel={() => setRetiring(null)}
      />
    </>
  );
}

/** A test about to be retired, with the packages (on show) that list it. */
type Retiring = { test: AdminLabTest; packages: string[] };

const namesList = new Intl.ListFormat("en-IN", { style: "long", type: "conjunction" });

/** The confirmation names the packages that list the test: they keep its name, without a link to its page. */
function retireQuestion({ test, packages }: Retiring): string {
  const listedIn =
    packages.length === 0
      ? ""
      : ` It is listed in ${namesList.format(packages)}; ${packages.length === 1 ? "that package" : "those packages"} will keep it in ${packages.length === 1 ? "its" : "their"} list without a link.`;
  return `Retire "${test.name}"?${listedIn} Patients will no longer find it; its page will say it is no longer offered. You can restore it later.`;
}

export function ErrorBoundary() {
  return <ManagerLoadError title="Tests Manager" message="Failed to fetch tests" href="/admin/tests" />;
}
