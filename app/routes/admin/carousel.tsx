import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  arrayMove,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useMemo, useState } from "react";
import type { Slide } from "../../../domain/carousel.ts";
import { PLACEMENT_LABELS } from "../../../domain/slide-placement.ts";
import { RECENTLY_DELETED_DAYS } from "../../../domain/recently-deleted.ts";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { EditDialog, ManagerHeader, ManagerLoadError } from "../../components/admin/manager-parts.tsx";
import { useAdminAction } from "../../components/admin/use-admin-action.ts";
import { useEditing } from "../../components/admin/use-editing.ts";
import { useListFilter } from "../../components/admin/use-list-filter.ts";
import { useServerList } from "../../components/admin/use-server-list.ts";
import { SlideForm } from "../../components/admin/slide-form.tsx";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { requireStaff } from "../../lib/admin.server.ts";
import type { PageAccess } from "../../lib/page-access.ts";
import { callApi } from "../../lib/api-client.ts";
import { move, reorderShown } from "../../lib/reorder.ts";
import type { Route } from "./+types/carousel";

export const access: PageAccess = "edit-site";

export function meta() {
  return [{ title: "Carousel Manager" }, { name: "robots", content: "noindex" }];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const admin = await requireStaff(url, context, access);
  return { admin, slides: await context.services.carousel.list() };
}

export default function CarouselManager({ loaderData }: Route.ComponentProps) {
  const { admin, slides } = loaderData;
  return (
    <AdminShell admin={admin}>
      <CarouselManagerBody slides={slides} />
    </AdminShell>
  );
}

function CarouselManagerBody({ slides: initialSlides }: { slides: Slide[] }) {
  const notify = useToast();
  const { items: slides, isLoading, refresh } = useServerList(initialSlides, "/api/carousel", "Failed to fetch slides");
  const [editing, setEditing] = useEditing(slides, (s) => s.id);
  const [deleting, setDeleting] = useState<Slide | null>(null);
  const [pendingOrder, setPendingOrder] = useState<string[] | null>(null);
  const { isBusy, run, announceSaved } = useAdminAction(refresh);

  const live = useMemo(() => {
    const liveSlides = slides.filter((s) => !s.isDeleted);
    if (!pendingOrder) return liveSlides;
    const byId = new Map(liveSlides.map((s) => [s.id, s]));
    return pendingOrder.map((id) => byId.get(id)).filter((s): s is Slide => s !== undefined);
  }, [slides, pendingOrder]);
  const deleted = slides.filter((s) => s.isDeleted);
  const { shown, filters } = useListFilter(live, {
    placeholder: "Search slides...",
    texts: (s) => [s.title, s.description],
    choice: {
      label: "Status",
      options: [
        { value: "all", label: "All Status" },
        { value: "active", label: "Active" },
        { value: "inactive", label: "Inactive" },
      ],
      matches: (s, status) => (status === "active") === s.isActive,
    },
  });

  /** Optimistic: the new order shows at once and is rolled back if the server refuses it. */
  async function saveOrder(shownInNewOrder: string[]) {
    const order = reorderShown(
      live.map((s) => s.id),
      shownInNewOrder,
    );
    setPendingOrder(order);
    try {
      await callApi("PUT", "/api/carousel/reorder", { slideIds: order });
      await refresh();
    } catch {
      notify("error", "Failed to reorder slides");
    } finally {
      setPendingOrder(null);
    }
  }

  const toggleActive = (slide: Slide) =>
    run(slide.id, {
      call: () =>
        callApi("PUT", `/api/carousel/${slide.id}`, {
          ...slide,
          isActive: !slide.isActive,
          imageId: undefined,
          imageUrl: undefined,
        }),
      success: `"${slide.title}" is now ${slide.isActive ? "hidden from" : "showing on"} the home page`,
      failure: "Failed to update slide status",
    });

  const remove = (slide: Slide) =>
    run(slide.id, {
      call: () => callApi("DELETE", `/api/carousel/${slide.id}`),
      success: `"${slide.title}" moved to Recently Deleted`,
      failure: "Failed to delete slide",
      onSuccess: () => setDeleting(null),
    });

  const restore = (slide: Slide) =>
    run(slide.id, {
      call: () => callApi<Slide>("PUT", `/api/carousel/${slide.id}/restore`),
      success: (restored) =>
        `Restored "${restored.title}" to position ${restored.position + 1}. It stays hidden until you activate it.`,
      failure: "Failed to restore slide",
    });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const ids = shown.map((s) => s.id);
    void saveOrder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  }

  return (
    <>
      <ManagerHeader
        title="Carousel Manager"
        subtitle="Manage your homepage carousel slides"
        addLabel="Add Slide"
        onAdd={() => setEditing("new")}
        filters={filters}
      />

      <p role="status" className="mt-4 min-h-6 text-sm text-slate-700">
        {isLoading
          ? "Loading..."
          : `${shown.length} of ${live.length} slides shown. Drag a card, or focus its handle and use Space and the arrow keys, to change the order.`}
      </p>

      <h2 className="sr-only">Live slides</h2>
      {/* Named, not counted: dnd-kit numbers its instructions' id per process, so the server's number (on the handles'
          aria-describedby) and the browser's (on the instructions, drawn once mounted) would differ. */}
      <DndContext
        id="carousel-drag-instructions"
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements: dragAnnouncements(shown) }}
      >
        <SortableContext items={shown.map((s) => s.id)} strategy={rectSortingStrategy}>
          <ul className="mt-2 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((slide, i) => (
              <SlideCard
                key={slide.id}
                slide={slide}
                isBusy={isBusy(slide.id)}
                isFirst={i === 0}
                isLast={i === shown.length - 1}
                onMoveUp={() =>
                  saveOrder(
                    move(
                      shown.map((s) => s.id),
                      i,
                      i - 1,
                    ),
                  )
                }
                onMoveDown={() =>
                  saveOrder(
                    move(
                      shown.map((s) => s.id),
                      i,
                      i + 1,
                    ),
                  )
                }
                onToggle={() => toggleActive(slide)}
                onEdit={() => setEditing(slide)}
                onDelete={() => setDeleting(slide)}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {shown.length === 0 && (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          No slides match. The home page shows the built-in slides when none is active.
        </p>
      )}

      <section aria-labelledby="recently-deleted" className="mt-10">
        <h2 id="recently-deleted" className="text-xl font-semibold">
          Recently Deleted
        </h2>
        <p className="text-sm text-slate-700">{`Deleted slides stay here for ${RECENTLY_DELETED_DAYS} days, then they are removed with their image. A restored slide goes back to its place, hidden until you activate it.`}</p>
        {deleted.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700">Nothing here.</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {deleted.map((slide) => (
              <li
                key={slide.id}
                className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3"
              >
                <span className="font-medium">{slide.title}</span>
                <button
                  type="button"
                  disabled={isBusy(slide.id)}
                  onClick={() => restore(slide)}
                  className="rounded-full border border-brand-700 px-4 py-1.5 text-sm font-semibold text-brand-800"
                >
                  Restore<span className="sr-only"> {slide.title}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <EditDialog
        id="slide-dialog"
        editing={editing}
        title={editing === "new" ? "Add New Slide" : "Edit Slide"}
        onClose={() => setEditing(null)}
      >
        {(slide) => (
          <SlideForm
            slide={slide}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              announceSaved(slide ? `"${saved.title}" saved` : `"${saved.title}" added`);
            }}
          />
        )}
      </EditDialog>
      <ConfirmDialog
        id="delete-slide-dialog"
        isOpen={deleting !== null}
        title={deleting ? `Delete "${deleting.title}"?` : ""}
        message={`It leaves the home page at once and waits in Recently Deleted for ${RECENTLY_DELETED_DAYS} days, where you can restore it.`}
        confirmLabel="Delete"
        isBusy={deleting !== null && isBusy(deleting.id)}
        onConfirm={() => deleting && remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

/** What a screen reader hears while a slide is dragged: titles and positions, not ids. */
function dragAnnouncements(shown: Slide[]) {
  const title = (id: string | number) => shown.find((s) => s.id === id)?.title ?? "the slide";
  const position = (id: string | number | undefined) =>
    `position ${shown.findIndex((s) => s.id === id) + 1} of ${shown.length}`;
  return {
    onDragStart: ({ active }: { active: { id: string | number } }) =>
      `Picked up ${title(active.id)}, at ${position(active.id)}.`,
    onDragOver: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
      over
        ? `${title(active.id)} moved to ${position(over.id)}.`
        : `${title(active.id)} is not over a place in the list.`,
    onDragEnd: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
      over ? `${title(active.id)} dropped at ${position(over.id)}.` : `${title(active.id)} dropped where it was.`,
    onDragCancel: ({ active }: { active: { id: string | number } }) => `Moving ${title(active.id)} cancelled.`,
  };
}

type CardProps = {
  slide: Slide;
  isBusy: boolean;
  isFirst: boolean;
  isLast: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

function SlideCard({ slide, isBusy, isFirst, isLast, onMoveUp, onMoveDown, onToggle, onEdit, onDelete }: CardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: slide.id,
  });
  const button =
    "rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm font-semibold text-slate-800 hover:border-brand-700 disabled:opacity-40";
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`overflow-hidden rounded-xl border bg-white ${slide.isActive ? "border-slate-200" : "border-dashed border-slate-400 opacity-75"} ${isDragging ? "z-10 shadow-lg" : ""}`}
    >
      <div className="relative aspect-video bg-slate-200">
        {slide.imageUrl && (
          <img
            src={`${slide.imageUrl}?w=640`}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            className={`h-full w-full object-cover ${slide.isActive ? "" : "grayscale"}`}
          />
        )}
        <span
          className={`absolute top-2 left-2 rounded-full px-2 py-0.5 text-xs font-bold ${slide.isActive ? "bg-green-100 text-green-900" : "bg-slate-800 text-white"}`}
        >
          {slide.isActive ? "Active" : "Inactive"}
        </span>
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag to reorder ${slide.title}`}
          className="absolute top-2 right-2 cursor-grab rounded-lg bg-white/90 px-2 py-1 text-sm font-bold text-slate-800"
        >
          ⠿
        </button>
      </div>
      <div className="p-3">
        <h3 className="font-semibold text-slate-900">{slide.title}</h3>
        <p className="line-clamp-2 text-sm text-slate-700">{slide.description}</p>
        <p className="mt-1 text-sm font-medium text-slate-800">
          Position {slide.position + 1} · Shows on: {PLACEMENT_LABELS[slide.placement]}
        </p>
        <div className="mt-3 flex flex-wrap gap-1.5">
          <button
            type="button"
            disabled={isBusy}
            onClick={onToggle}
            title={slide.isActive ? "Deactivate slide" : "Activate slide"}
            className={button}
          >
            {slide.isActive ? "Deactivate" : "Activate"}
          </button>
          <button
            type="button"
            disabled={isFirst || isBusy}
            onClick={onMoveUp}
            title="Move up"
            aria-label={`Move ${slide.title} up`}
            className={button}
          >
            ↑
          </button>
          <button
            type="button"
            disabled={isLast || isBusy}
            onClick={onMoveDown}
            title="Move down"
            aria-label={`Move ${slide.title} down`}
            className={button}
          >
            ↓
          </button>
          <button type="button" onClick={onEdit} className={button}>
            Edit<span className="sr-only"> {slide.title}</span>
          </button>
          <button type="button" disabled={isBusy} onClick={onDelete} className={`${button} text-red-800`}>
            Delete<span className="sr-only"> {slide.title}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

export function ErrorBoundary() {
  return <ManagerLoadError title="Carousel Manager" message="Failed to fetch slides" href="/admin/carousel" />;
}
