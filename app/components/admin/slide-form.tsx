import { SlideFormSchema, type Slide } from "../../../domain/carousel.ts";
import { callApi } from "../../lib/api-client.ts";
import { FormField, firstIssueByField } from "./form-field.tsx";
import { FormActions, FormError } from "./manager-parts.tsx";
import { ImageField, useImageUpload } from "./image-field.tsx";
import { useAdminForm } from "./use-admin-form.ts";

/** The add/edit slide form of SPEC §6; saves through the API and reports every failure in words. */
export function SlideForm({ slide, onSaved, onCancel }: { slide: Slide | null; onSaved: (saved: Slide) => void; onCancel: () => void }) {
  const { fields, setFields, setField, errors, setErrors, isSaving, save } = useAdminForm(
    {
      title: slide?.title ?? "",
      description: slide?.description ?? "",
      buttonText: slide?.buttonText ?? "",
      buttonLink: slide?.buttonLink ?? "",
      isActive: slide?.isActive ?? true,
    },
    { saveFailedMessage: "Failed to save slide", onSaved },
  );
  const image = useImageUpload();
  const isAdding = slide === null;

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const check = SlideFormSchema.safeParse(fields);
    const found = firstIssueByField(check.error?.issues ?? []);
    if (isAdding && !image.file) found.image = errors.image ?? "Please select an image file";
    setErrors(found);
    if (Object.keys(found).length > 0 || !check.success) return;

    await save((imageId) => {
      const body = { ...check.data, ...(imageId ? { imageId } : {}) };
      return isAdding ? callApi<Slide>("POST", "/api/carousel", body) : callApi<Slide>("PUT", `/api/carousel/${slide.id}`, body);
    }, image);
  }

  const text = (name: "title" | "description" | "buttonText" | "buttonLink", label: string, multiline = false) => (
    <FormField label={label} value={fields[name]} multiline={multiline} error={errors[name]} onChange={setField(name)} />
  );

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
      <ImageField
        currentUrl={slide?.imageUrl ?? null}
        upload={image}
        error={errors.image ?? null}
        onError={(message) => setErrors({ ...errors, image: message ?? undefined })}
        isRequired={isAdding}
      />
      <FormActions isSaving={isSaving} submitLabel={isAdding ? "Add Slide" : "Save Changes"} onCancel={onCancel} />
    </form>
  );
}
