import { useState } from "react";
import type { HealthPackage } from "../../../domain/health-package.ts";
import { formatRupees } from "../../../domain/pricing.ts";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { EditDialog, ManagerHeader, ManagerLoadError } from "../../components/admin/manager-parts.tsx";
import { useAdminAction } from "../../components/admin/use-admin-action.ts";
import { useListFilter } from "../../components/admin/use-list-filter.ts";
import { useServerList } from "../../components/admin/use-server-list.ts";
import { PackageForm } from "../../components/admin/package-form.tsx";
import type { PickableTest } from "../../components/admin/package-test-picker.tsx";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import { requireAdmin } from "../../lib/admin.server.ts";
import { callApi } from "../../lib/api-client.ts";
import { CATEGORY_LABELS } from "../../lib/package-filter.ts";
import type { Route } from "./+types/packages";

export function meta() {
  return [{ title: "Health Package Manager" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const tests = await context.services.tests.list();
  return {
    admin,
    packages: (await context.services.packages.list()).packages,
    // What the form needs to link tests and add up their prices, and nothing more.
    catalogue: tests.map(({ slug, name, price, originalPrice, cityPrices }) => ({ slug, name, price, originalPrice, cityPrices })),
  };
}

export default function PackagesManager({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell admin={loaderData.admin}>
      <PackagesManagerBody packages={loaderData.packages} catalogue={loaderData.catalogue} />
    </AdminShell>
  );
}

function PackagesManagerBody({ packages: initialPackages, catalogue }: { packages: HealthPackage[]; catalogue: PickableTest[] }) {
  const { items: packages, isLoading, refresh } = useServerList(initialPackages, "/api/packages", "Failed to fetch packages");
  const [editing, setEditing] = useState<HealthPackage | "new" | null>(null);
  const [deleting, setDeleting] = useState<HealthPackage | null>(null);
  const { isBusy, run, announceSaved } = useAdminAction(refresh);

  const categoriesInUse = [...new Set(packages.map((p) => p.category))];
  const { shown, filters } = useListFilter(packages, {
    placeholder: "Search packages...",
    texts: (p) => [p.name, p.description],
    choice: {
      label: "Category",
      options: [{ value: "all", label: "All categories" }, ...categoriesInUse.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))],
      matches: (p, category) => p.category === category,
    },
  });

  const toggleFeatured = (pkg: HealthPackage) =>
    run(pkg.id, {
      call: () => callApi("PUT", `/api/packages/${pkg.id}`, { ...pkg, isFeatured: !pkg.isFeatured }),
      success: `"${pkg.name}" is ${pkg.isFeatured ? "no longer featured" : "now featured"}`,
      failure: "Failed to update package status",
    });

  const remove = (pkg: HealthPackage) =>
    run(pkg.id, {
      call: () => callApi("DELETE", `/api/packages/${pkg.id}`),
      success: `"${pkg.name}" deleted`,
      failure: "Failed to delete package",
      onSuccess: () => setDeleting(null),
    });

  const button = "rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm font-semibold text-slate-800 hover:border-brand-700 disabled:opacity-40";

  return (
    <>
      <ManagerHeader
        title="Health Package Manager"
        subtitle="Prices, offers and the tests in each package"
        addLabel="Add Package"
        onAdd={() => setEditing("new")}
        filters={filters}
      />

      <p role="status" className="mt-4 min-h-6 text-sm text-slate-700">{isLoading ? "Loading..." : `${shown.length} of ${packages.length} packages shown`}</p>

      <ul className="mt-2 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((pkg) => (
          <li key={pkg.id} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
            <div className="relative aspect-video bg-slate-200">
              {pkg.imageUrl && <img src={`${pkg.imageUrl}?w=640`} alt="" width={640} height={360} loading="lazy" className="h-full w-full object-cover" />}
              {pkg.isFeatured && <span className="absolute top-2 left-2 rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-slate-900">Featured</span>}
            </div>
            <div className="p-3">
              <h2 className="font-semibold text-slate-900">{pkg.name}</h2>
              <p className="text-sm text-slate-700">
                {CATEGORY_LABELS[pkg.category]} · {pkg.tests.length} tests ·{" "}
                {pkg.discountedPrice !== null ? (
                  <>
                    {formatRupees(pkg.discountedPrice)} <s>{formatRupees(pkg.price)}</s>
                  </>
                ) : (
                  formatRupees(pkg.price)
                )}
              </p>
              <div className="mt-3 flex flex-wrap gap-1.5">
                <button type="button" disabled={isBusy(pkg.id)} onClick={() => toggleFeatured(pkg)} aria-pressed={pkg.isFeatured} className={button}>
                  Featured<span className="sr-only">: {pkg.name}</span>
                </button>
                <button type="button" onClick={() => setEditing(pkg)} className={button}>Edit<span className="sr-only"> {pkg.name}</span></button>
                <button type="button" disabled={isBusy(pkg.id)} onClick={() => setDeleting(pkg)} className={`${button} text-red-800`}>Delete<span className="sr-only"> {pkg.name}</span></button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">No packages match.</p>}

      <EditDialog editing={editing} title={editing === "new" ? "Add Package" : "Edit Package"} onClose={() => setEditing(null)}>
        {(pkg) => (
          <PackageForm
            pkg={pkg}
            catalogue={catalogue}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              announceSaved(pkg ? `"${saved.name}" saved` : `"${saved.name}" added`);
            }}
          />
        )}
      </EditDialog>
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete package"
        message={deleting ? `Are you sure you want to delete "${deleting.name}"? Patients will no longer see it, and its image is removed.` : ""}
        confirmLabel="Delete"
        isBusy={deleting !== null && isBusy(deleting.id)}
        onConfirm={() => deleting && remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ManagerLoadError title="Health Package Manager" message="Failed to fetch packages" href="/admin/packages" />;
}
