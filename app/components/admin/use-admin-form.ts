import { useState } from "react";
import type { z } from "zod";
import { refusalText } from "../../../domain/refusals.ts";
import { ApiError } from "../../lib/api-client.ts";
import { firstIssueByField, type FormIssue } from "../../lib/form-errors.ts";
import { useImageUpload } from "./image-field.tsx";

/** Messages by field name; `form` is the one shown above the whole form. */
export type FormErrors = Record<string, string | undefined>;

type ValidateOptions = { input?: unknown; ownWords?: FormErrors };

/** The messages beside fields (not the one above the form), as the form marks them. */
export const fieldErrorCount = (errors: FormErrors): number =>
  Object.entries(errors).filter(([name, message]) => name !== "form" && message).length;

/** Errors without the ones named: gone, not kept as empty entries that still count. */
function without(errors: FormErrors, ...names: string[]): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([name]) => !names.includes(name)));
}

/**
 * An admin form's fields, image, errors and save. Typing in a field clears its error.
 * `validate` checks the fields with the form's schema from domain/ before anything is sent.
 * `save` uploads the chosen image first (if any), then sends; each failure is said on the
 * form: the upload's reason beside the image, the server's reasons beside their fields, and
 * the SPEC's "Failed to save …" above them.
 */
export function useAdminForm<Fields extends object, Saved>(
  initialFields: Fields | (() => Fields),
  {
    saveFailedMessage,
    onSaved,
    isImageRequired = false,
    errorsOnForm = (issues) => firstIssueByField(issues),
    onRefused,
    initialErrors = {},
  }: {
    saveFailedMessage: string;
    onSaved: (saved: Saved) => void;
    isImageRequired?: boolean;
    /** The schema's or API's refusals, in words beside the form's own fields (by default each beside the field it names). */
    errorsOnForm?: (issues: readonly FormIssue[], fields: Fields) => FormErrors;
    /** A refusal the form answers itself (a question to staff): true when it did, and no error is shown. */
    onRefused?: (error: ApiError) => boolean;
    /** What the server said of the fields the page was sent back with (a form posted without JavaScript). */
    initialErrors?: FormErrors;
  },
) {
  const [fields, setFields] = useState(initialFields);
  const [errors, setErrors] = useState<FormErrors>(initialErrors);
  const [isSaving, setIsSaving] = useState(false);
  const image = useImageUpload();

  const setField =
    <Name extends keyof Fields & string>(name: Name) =>
    (value: Fields[Name]) => {
      setFields({ ...fields, [name]: value });
      setErrors(without(errors, name, "form"));
    };

  /**
   * The fields (or what the form makes of them, `input`) as the schema reads them, or null
   * after saying beside each field what is wrong; `ownWords` replace the schema's messages.
   */
  function validate<Data>(
    schema: z.ZodType<Data>,
    { input = fields, ownWords = {} }: ValidateOptions = {},
  ): Data | null {
    const check = schema.safeParse(input);
    const byName = errorsOnForm(check.error?.issues ?? [], fields);
    const found: FormErrors = Object.fromEntries(
      Object.entries(byName).map(([name, words]) => [name, ownWords[name] ?? words]),
    );
    if (isImageRequired && !image.file) found.image = errors.image ?? refusalText("en", "IMAGE_NOT_AN_IMAGE");
    setErrors(found);
    return check.success && Object.keys(found).length === 0 ? check.data : null;
  }

  async function save(send: (imageId: string | undefined) => Promise<Saved>) {
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
      onSaved(await send(imageId));
    } catch (caught) {
      if (caught instanceof ApiError && onRefused?.(caught)) {
        setIsSaving(false);
        return;
      }
      const onFields = caught instanceof ApiError ? errorsOnForm(caught.issues, fields) : {};
      // A refusal that names no field of the form (a form's key sent again, a change made meanwhile)
      // is said in the server's own words, which say what to do; a failure of ours stays plain.
      const isToldInWords = caught instanceof ApiError && caught.status < 500 && Object.keys(onFields).length === 0;
      setErrors({ ...onFields, form: isToldInWords ? caught.message : saveFailedMessage });
      setIsSaving(false);
    }
  }

  /** What ImageField needs, for forms with an image. */
  const imageField = {
    upload: image,
    error: errors.image ?? null,
    onError: (message: string | null) => setErrors(message ? { ...errors, image: message } : without(errors, "image")),
    isRequired: isImageRequired,
  };

  /** Takes the marks off fields the form keeps outside `fields` (as staff type in them). */
  const clearErrors = (...names: string[]) => {
    if (names.some((name) => errors[name] !== undefined) || errors.form !== undefined)
      setErrors(without(errors, ...names, "form"));
  };

  return { fields, setFields, setField, errors, isSaving, validate, save, imageField, clearErrors };
}
