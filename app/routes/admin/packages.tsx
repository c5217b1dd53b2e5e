import { useId, useState } from "react";
import type { HealthPackage } from "../../../domain/health-package.ts";
import { formatRupees } from "../../../domain/pricing.ts";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { ManagerFilters, ManagerHeader, ManagerLoadError } from "../../components/admin/manager-parts.tsx";
import { useServerList } from "../../components/admin/use-server-list.ts";
import { PackageForm } from "../../components/admin/package-form.tsx";
import { ConfirmDialog, Dialog } from "../../components/ui/dialog.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { requireAdmin } from "../../lib/admin.server.ts";
import { callApi } from "../../lib/api-client.ts";
import { CATEGORY_LABELS } from "../../lib/package-filter.ts";
import type { Route } from "./+types/packages";

export function meta() {
  return [{ title: "Health Package Manager" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  return { admin, packages: (await context.services.packages.list()).packages };
}

export default function PackagesManager({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell admin={loaderData.admin}>
      <PackagesManagerBody packages={loaderData.packages} />
    </AdminShell>
  );
}

function PackagesManagerBody({ packages: initialPackages }: { packages: HealthPackage[] }) {
  const notify = useToast();
  const { items: packages, isLoading, refresh } = useServerList(initialPackages, "/api/packages", "Failed to fetch packages");
  const filterId = useId();
  const [showFilters, setShowFilters] = useState(false);
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState("all");
  const [editing, setEditing] = useState<HealthPackage | "new" | null>(null);
  const [deleting, setDeleting] = useState<HealthPackage | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const categoriesInUse = [...new Set(packages.map((p) => p.category))];
  const query = search.trim().toLowerCase();
  const shown = packages.filter(
    (p) =>
      (category === "all" || p.category === category) &&
      (query === "" || p.name.toLowerCase().includes(query) || p.description.toLowerCase().includes(query)),
  );

  async function toggleFeatured(pkg: HealthPackage) {
    setBusyId(pkg.id);
    try {
      await callApi("PUT", `/api/packages/${pkg.id}`, { ...pkg, isFeatured: !pkg.isFeatured });
      notify("success", `"${pkg.name}" is ${pkg.isFeatured ? "no longer featured" : "now featured"}`);
      await refresh();
    } catch {
      notify("error", "Failed to update package status");
    } finally {
      setBusyId(null);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusyId(deleting.id);
    try {
      await callApi("DELETE", `/api/packages/${deleting.id}`);
      notify("success", `"${deleting.name}" deleted`);
      setDeleting(null);
      await refresh();
    } catch {
      notify("error", "Failed to delete package");
    } finally {
      setBusyId(null);
    }
  }

  const button = "rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm font-semibold text-slate-800 hover:border-brand-700 disabled:opacity-40";

  return (
    <>
      <ManagerHeader
        title="Health Package Manager"
        subtitle="Prices, offers and the tests in each package"
        addLabel="Add Package"
        onAdd={() => setEditing("new")}
        filters={{ id: filterId, isShown: showFilters, toggle: () => setShowFilters((v) => !v) }}
      />

      <ManagerFilters
        id={filterId}
        isHidden={!showFilters}
        search={search}
        onSearch={setSearch}
        placeholder="Search packages..."
        choice={{
          label: "Category",
          value: category,
          onChange: setCategory,
          options: [{ value: "all", label: "All categories" }, ...categoriesInUse.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))],
        }}
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
                <button type="button" disabled={busyId === pkg.id} onClick={() => toggleFeatured(pkg)} aria-pressed={pkg.isFeatured} className={button}>
                  Featured<span className="sr-only">: {pkg.name}</span>
                </button>
                <button type="button" onClick={() => setEditing(pkg)} className={button}>Edit<span className="sr-only"> {pkg.name}</span></button>
                <button type="button" disabled={busyId === pkg.id} onClick={() => setDeleting(pkg)} className={`${button} text-red-800`}>Delete<span className="sr-only"> {pkg.name}</span></button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">No packages match.</p>}

      <Dialog isOpen={editing !== null} title={editing === "new" ? "Add Package" : "Edit Package"} onClose={() => setEditing(null)} size="lg">
        {editing !== null && (
          <PackageForm
            pkg={editing === "new" ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              notify("success", editing === "new" ? `"${saved.name}" added` : `"${saved.name}" saved`);
              setEditing(null);
              void refresh();
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete package"
        message={deleting ? `Are you sure you want to delete "${deleting.name}"? Patients will no longer see it, and its image is removed.` : ""}
        confirmLabel="Delete"
        isBusy={deleting !== null && busyId === deleting.id}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ManagerLoadError title="Health Package Manager" message="Failed to fetch packages" href="/admin/packages" />;
}
