import { useState } from "react";
import { SlideCreateSchema, SlideUpdateSchema, type Slide } from "../../../domain/carousel.ts";
import { ApiError, callApi } from "../../lib/api-client.ts";
import { FormField, firstIssueByField } from "./form-field.tsx";
import { FormActions, FormError } from "./manager-parts.tsx";
import { ImageField, useImageUpload } from "./image-field.tsx";

type Errors = Partial<Record<"title" | "description" | "buttonText" | "buttonLink" | "image" | "form", string>>;

/** The add/edit slide form of SPEC §6; saves through the API and reports every failure in words. */
export function SlideForm({ slide, onSaved, onCancel }: { slide: Slide | null; onSaved: (saved: Slide) => void; onCancel: () => void }) {
  const [fields, setFields] = useState({
    title: slide?.title ?? "",
    description: slide?.description ?? "",
    buttonText: slide?.buttonText ?? "",
    buttonLink: slide?.buttonLink ?? "",
    isActive: slide?.isActive ?? true,
  });
  const image = useImageUpload();
  const [errors, setErrors] = useState<Errors>({});
  const [isSaving, setIsSaving] = useState(false);
  const isAdding = slide === null;

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const schema = isAdding ? SlideCreateSchema : SlideUpdateSchema;
    // Check everything but the image id, which exists only after the upload.
    const check = schema.safeParse({ ...fields, imageId: "x".repeat(20) });
    const found: Errors = firstIssueByField(check.error?.issues ?? []);
    if (isAdding && !image.file) found.image = errors.image ?? "Please select an image file";
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    setIsSaving(true);
    let imageId: string | undefined;
    try {
      imageId = await image.upload();
    } catch (caught) {
      setErrors({ image: (caught as Error).message });
      setIsSaving(false);
      return;
    }
    try {
      const body = { ...fields, ...(imageId ? { imageId } : {}) };
      const saved = isAdding
        ? await callApi<Slide>("POST", "/api/carousel", body)
        : await callApi<Slide>("PUT", `/api/carousel/${slide.id}`, body);
      onSaved(saved);
    } catch (caught) {
      setErrors({ ...(caught instanceof ApiError ? firstIssueByField(caught.issues) : {}), form: "Failed to save slide" });
      setIsSaving(false);
    }
  }

  const text = (name: "title" | "description" | "buttonText" | "buttonLink", label: string, multiline = false) => (
    <FormField
      label={label}
      value={fields[name]}
      multiline={multiline}
      error={errors[name]}
      onChange={(value) => {
        setFields({ ...fields, [name]: value });
        setErrors({ ...errors, [name]: undefined, form: undefined });
      }}
    />
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
