import { useState } from "react";
import type { HealthPackage } from "../../../domain/health-package.ts";
import { formatRupees } from "../../../domain/pricing.ts";
import { RECENTLY_DELETED_DAYS } from "../../../domain/recently-deleted.ts";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { EditDialog, ManagerHeader, ManagerLoadError } from "../../components/admin/manager-parts.tsx";
import { useAdminAction } from "../../components/admin/use-admin-action.ts";
import { useEditing } from "../../components/admin/use-editing.ts";
import { useListFilter } from "../../components/admin/use-list-filter.ts";
import { useServerList } from "../../components/admin/use-server-list.ts";
import { PackageForm } from "../../components/admin/package-form.tsx";
import type { PickableTest } from "../../components/admin/package-test-picker.tsx";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import { requireStaff } from "../../lib/admin.server.ts";
import type { PageAccess } from "../../lib/page-access.ts";
import { callApi } from "../../lib/api-client.ts";
import { CATEGORY_LABELS } from "../../lib/package-filter.ts";
import type { Route } from "./+types/packages";
import { packagePrice } from "../../../domain/package-pricing.ts";

export const access: PageAccess = "edit-site";

export function meta() {
  return [{ title: "Health Package Manager" }, { name: "robots", content: "noindex" }];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const admin = await requireStaff(url, context, access);
  const tests = await context.services.labTests.list();
  return {
    admin,
    packages: (await context.services.packages.list()).packages,
    binned: await context.services.packages.listDeleted(),
    // What the form needs to link tests and add up their prices, and nothing more.
    catalogue: tests.map(({ slug, name, price, originalPrice, cityPrices }) => ({
      slug,
      name,
      price,
      originalPrice,
      cityPrices,
    })),
  };
}

export default function PackagesManager({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell admin={loaderData.admin}>
      <PackagesManagerBody packages={loaderData.packages} binned={loaderData.binned} catalogue={loaderData.catalogue} />
    </AdminShell>
  );
}

type BodyProps = { packages: HealthPackage[]; binned: HealthPackage[]; catalogue: PickableTest[] };

function PackagesManagerBody({ packages: initialPackages, binned: initialBinned, catalogue }: BodyProps) {
  const {
    items: packages,
    isLoading,
    refresh,
  } = useServerList(initialPackages, "/api/packages", "Failed to fetch packages");
  const bin = useServerList(initialBinned, "/api/packages/deleted", "Failed to fetch deleted packages");
  const [editing, setEditing] = useEditing(packages, (p) => p.id);
  const [deleting, setDeleting] = useState<HealthPackage | null>(null);
  const { isBusy, run, announceSaved } = useAdminAction(async () => {
    await Promise.all([refresh(), bin.refresh()]);
  });

  const categoriesInUse = [...new Set(packages.map((p) => p.category))];
  const { shown, filters } = useListFilter(packages, {
    placeholder: "Search packages...",
    texts: (p) => [p.name, p.description],
    choice: {
      label: "Category",
      options: [
        { value: "all", label: "All categories" },
        ...categoriesInUse.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
      ],
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
      success: `"${pkg.name}" moved to Recently Deleted`,
      failure: "Failed to delete package",
      onSuccess: () => setDeleting(null),
    });

  const restore = (pkg: HealthPackage) =>
    run(pkg.id, {
      call: () => callApi("PUT", `/api/packages/${pkg.id}/restore`),
      success: `Restored "${pkg.name}". Patients can see and book it again.`,
      failure: "Failed to restore package",
    });

  const button =
    "rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm font-semibold text-slate-800 hover:border-brand-700 disabled:opacity-40";

  return (
    <>
      <ManagerHeader
        title="Health Package Manager"
        subtitle="Prices, offers and the tests in each package"
        addLabel="Add Package"
        onAdd={() => setEditing("new")}
        filters={filters}
      />

      <p role="status" className="mt-4 min-h-6 text-sm text-slate-700">
        {isLoading ? "Loading..." : `${shown.length} of ${packages.length} packages shown`}
      </p>

      <ul className="mt-2 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((pkg) => (
          <li key={pkg.id} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
            <div className="relative aspect-video bg-slate-200">
              {pkg.imageUrl && (
                <img
                  src={`${pkg.imageUrl}?w=640`}
                  alt=""
                  width={640}
                  height={360}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              )}
              {pkg.isFeatured && (
                <span className="absolute top-2 left-2 rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-slate-900">
                  Featured
                </span>
              )}
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
                <button
                  type="button"
                  disabled={isBusy(pkg.id)}
                  onClick={() => toggleFeatured(pkg)}
                  aria-pressed={pkg.isFeatured}
                  className={button}
                >
                  Featured<span className="sr-only">: {pkg.name}</span>
                </button>
                <button type="button" onClick={() => setEditing(pkg)} className={button}>
                  Edit<span className="sr-only"> {pkg.name}</span>
                </button>
                <button
                  type="button"
                  disabled={isBusy(pkg.id)}
                  onClick={() => setDeleting(pkg)}
                  className={`${button} text-red-800`}
                >
                  Delete<span className="sr-only"> {pkg.name}</span>
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {shown.length === 0 && (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          No packages match.
        </p>
      )}

      <section aria-labelledby="recently-deleted" className="mt-10">
        <h2 id="recently-deleted" className="text-xl font-semibold">
          Recently Deleted
        </h2>
        <p className="text-sm text-slate-700">{`Deleted packages stay here for ${RECENTLY_DELETED_DAYS} days, then they are removed with their image. Patients cannot see or book them; bookings already made keep them.`}</p>
        {bin.items.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700">Nothing here.</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {bin.items.map((pkg) => (
              <li
                key={pkg.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3"
              >
                <span>
                  <span className="block font-medium">{pkg.name}</span>
                  <span className="block text-sm text-slate-700">
                    {CATEGORY_LABELS[pkg.category]} · {formatRupees(packagePrice(pkg))}
                  </span>
                </span>
                <button
                  type="button"
                  disabled={isBusy(pkg.id)}
                  onClick={() => restore(pkg)}
                  className="rounded-full border border-brand-700 px-4 py-1.5 text-sm font-semibold text-brand-800"
                >
                  Restore<span className="sr-only"> {pkg.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <EditDialog
        id="package-dialog"
        editing={editing}
        title={editing === "new" ? "Add Package" : "Edit Package"}
        onClose={() => setEditing(null)}
      >
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
        id="delete-package-dialog"
        isOpen={deleting !== null}
        title={deleting ? `Delete "${deleting.name}"?` : ""}
        message={`Patients will no longer see or book it; bookings already made keep it. It waits in Recently Deleted for ${RECENTLY_DELETED_DAYS} days, where you can restore it.`}
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
