import { SlideFormSchema, type Slide } from "../../../domain/carousel.ts";
import {
  PLACEMENT_LABELS,
  SLIDE_FRAMES,
  SLIDE_PLACEMENTS,
  type SlidePlacement,
  showsOnComputers,
  showsOnPhones,
} from "../../../domain/slide-placement.ts";
import { useState } from "react";
import { callApi } from "../../lib/api-client.ts";
import { FormField } from "./form-field.tsx";
import { hindiText, isOutdated, type Kept, withoutOutdated } from "../../lib/hindi-draft.ts";
import { Bilingual, HindiField } from "./hindi-fields.tsx";
import { FormActions, FormError } from "./manager-parts.tsx";
import { ImageField } from "./image-field.tsx";
import { useAdminForm } from "./use-admin-form.ts";

type HindiText = "title" | "description" | "buttonText";

/** The add/edit slide form of SPEC §6; saves through the API and reports every failure in words. */
export function SlideForm({
  slide,
  onSaved,
  onCancel,
}: {
  slide: Slide | null;
  onSaved: (saved: Slide) => void;
  onCancel: () => void;
}) {
  const isAdding = slide === null;
  const { fields, setFields, setField, errors, isSaving, validate, save, imageField } = useAdminForm(
    {
      title: slide?.title ?? "",
      description: slide?.description ?? "",
      buttonText: slide?.buttonText ?? "",
      buttonLink: slide?.buttonLink ?? "",
      isActive: slide?.isActive ?? true,
      placement: slide?.placement ?? ("hero" as SlidePlacement),
      "hi.title": slide?.hi.title ?? "",
      "hi.description": slide?.hi.description ?? "",
      "hi.buttonText": slide?.hi.buttonText ?? "",
    },
    { saveFailedMessage: "Failed to save slide", onSaved, isImageRequired: isAdding },
  );
  const [kept, setKept] = useState<Kept>({});
  // What the Hindi says beside its English, as loaded and as typed.
  const translation = (field: HindiText) => ({
    english: fields[field],
    englishBefore: slide?.[field] ?? "",
    hindi: fields[`hi.${field}`],
    hindiBefore: slide?.hi[field] ?? "",
  });
  const translations = {
    title: translation("title"),
    description: translation("description"),
    buttonText: translation("buttonText"),
  };

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const hi = withoutOutdated(
      {
        title: hindiText(fields["hi.title"]),
        description: hindiText(fields["hi.description"]),
        buttonText: hindiText(fields["hi.buttonText"]),
      },
      translations,
      kept,
    );
    const checked = validate(SlideFormSchema, { input: { ...fields, hi } });
    if (!checked) return;
    await save((imageId) => {
      const body = { ...checked, ...(imageId ? { imageId } : {}) };
      return isAdding
        ? callApi<Slide>("POST", "/api/carousel", body)
        : callApi<Slide>("PUT", `/api/carousel/${slide.id}`, body);
    });
  }

  const text = (name: "title" | "description" | "buttonText" | "buttonLink", label: string, multiline = false) => (
    <FormField
      id={`slide-${name}`}
      label={label}
      value={fields[name]}
      multiline={multiline}
      error={errors[name]}
      onChange={setField(name)}
    />
  );
  const hindi = (name: HindiText, label: string, multiline = false, hint?: string) => (
    <HindiField
      id={`slide-hi-${name}`}
      label={label}
      hint={hint}
      value={fields[`hi.${name}`]}
      multiline={multiline}
      error={errors[`hi.${name}`]}
      onChange={setField(`hi.${name}`)}
      outdated={{
        isOutdated: isOutdated(translations[name]),
        isKept: kept[name] === true,
        onKeep: (isKept) => setKept({ ...kept, [name]: isKept }),
      }}
    />
  );

  const frames = [
    ...(showsOnComputers(fields.placement) ? [SLIDE_FRAMES.hero] : []),
    ...(showsOnPhones(fields.placement) ? [SLIDE_FRAMES.promo] : []),
  ];

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormError message={errors.form} />
      <Bilingual>
        {text("title", "Title")}
        {hindi("title", "हेडिंग", false, "The title, in Hindi.")}
        {text("description", "Description", true)}
        {hindi("description", "जानकारी", true, "The description, in Hindi.")}
        {text("buttonText", "Button text")}
        {hindi("buttonText", "बटन का टेक्स्ट", false, "The button text, in Hindi.")}
      </Bilingual>
      <div className="sm:w-1/2 sm:pr-2">{text("buttonLink", "Button link (e.g. /packages)")}</div>
      <p className="text-sm text-slate-700">
        The Hindi home page shows the Hindi words; a Hindi field left empty shows the English there.
      </p>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={fields.isActive}
          onChange={(e) => setFields({ ...fields, isActive: e.target.checked })}
          className="h-4 w-4"
        />
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
      <ImageField
        id="slide-image"
        currentUrl={slide?.imageUrl ?? null}
        {...imageField}
        frames={frames}
        caption={fields.title}
      />
      <FormActions isSaving={isSaving} submitLabel={isAdding ? "Add Slide" : "Save Changes"} onCancel={onCancel} />
    </form>
  );
}
