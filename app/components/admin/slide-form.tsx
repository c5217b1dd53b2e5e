import { SlideFormSchema, type Slide } from "../../../domain/carousel.ts";
import {
  PLACEMENT_LABELS,
  SLIDE_FRAMES,
  SLIDE_PLACEMENTS,
  type SlidePlacement,
  showsOnComputers,
  showsOnPhones,
} from "../../../domain/slide-placement.ts";
import { callApi } from "../../lib/api-client.ts";
import { FormField } from "./form-field.tsx";
import { FormActions, FormError } from "./manager-parts.tsx";
import { ImageField } from "./image-field.tsx";
import { useAdminForm } from "./use-admin-form.ts";

/** The add/edit slide form of SPEC §6; saves through the API and reports every failure in words. */
export function SlideForm({ slide, onSaved, onCancel }: { slide: Slide | null; onSaved: (saved: Slide) => void; onCancel: () => void }) {
  const isAdding = slide === null;
  const { fields, setFields, setField, errors, isSaving, validate, save, imageField } = useAdminForm(
    {
      title: slide?.title ?? "",
      description: slide?.description ?? "",
      buttonText: slide?.buttonText ?? "",
      buttonLink: slide?.buttonLink ?? "",
      isActive: slide?.isActive ?? true,
      placement: slide?.placement ?? ("hero" as SlidePlacement),
    },
    { saveFailedMessage: "Failed to save slide", onSaved, isImageRequired: isAdding },
  );

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const checked = validate(SlideFormSchema);
    if (!checked) return;
    await save((imageId) => {
      const body = { ...checked, ...(imageId ? { imageId } : {}) };
      return isAdding ? callApi<Slide>("POST", "/api/carousel", body) : callApi<Slide>("PUT", `/api/carousel/${slide.id}`, body);
    });
  }

  const text = (name: "title" | "description" | "buttonText" | "buttonLink", label: string, multiline = false) => (
    <FormField label={label} value={fields[name]} multiline={multiline} error={errors[name]} onChange={setField(name)} />
  );

  const frames = [
    ...(showsOnComputers(fields.placement) ? [SLIDE_FRAMES.hero] : []),
    ...(showsOnPhones(fields.placement) ? [SLIDE_FRAMES.promo] : []),
  ];

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormError message={errors.form} />
      {text("title", "Title")}
      {text("description", "Description", true)}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("buttonText", "Button text")}
        {text("buttonLink", "Button link (e.g. /packages)")}
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={fields.isActive} onChange={(e) => setFields({ ...fields, isActive: e.target.checked })} className="h-4 w-4" />
        Show on the home page (active)
      </label>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Where it shows</legend>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
          {SLIDE_PLACEMENTS.map((placement) => (
            <label key={placement} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="placement"
                value={placement}
                checked={fields.placement === placement}
                onChange={() => setFields({ ...fields, placement })}
                className="h-4 w-4"
              />
              {PLACEMENT_LABELS[placement]}
            </label>
          ))}
        </div>
        {errors.placement && <p className="mt-1 text-sm text-red-800">{errors.placement}</p>}
      </fieldset>
      <ImageField currentUrl={slide?.imageUrl ?? null} {...imageField} frames={frames} caption={fields.title} />
      <FormActions isSaving={isSaving} submitLabel={isAdding ? "Add Slide" : "Save Changes"} onCancel={onCancel} />
    </form>
  );
}
