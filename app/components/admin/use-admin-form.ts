import { useState } from "react";
import { ApiError } from "../../lib/api-client.ts";
import { firstIssueByField } from "./form-field.tsx";
import type { useImageUpload } from "./image-field.tsx";

/** Messages by field name; `form` is the one shown above the whole form. */
export type FormErrors = Record<string, string | undefined>;

/**
 * An admin form's fields, errors and save. Typing in a field clears its error. Saving
 * uploads the chosen image first (if any), then sends; each failure is said on the form:
 * the upload's reason beside the image, the server's reasons beside their fields, and the
 * SPEC's "Failed to save …" above them.
 */
export function useAdminForm<Fields extends object, Saved>(
  initialFields: Fields | (() => Fields),
  { saveFailedMessage, onSaved }: { saveFailedMessage: string; onSaved: (saved: Saved) => void },
) {
  const [fields, setFields] = useState(initialFields);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSaving, setIsSaving] = useState(false);

  const setField =
    <Name extends keyof Fields & string>(name: Name) =>
    (value: Fields[Name]) => {
      setFields({ ...fields, [name]: value });
      setErrors({ ...errors, [name]: undefined, form: undefined });
    };

  async function save(send: (imageId: string | undefined) => Promise<Saved>, image?: ReturnType<typeof useImageUpload>) {
    setIsSaving(true);
    let imageId: string | undefined;
    try {
      imageId = await image?.upload();
    } catch (caught) {
      setErrors({ image: (caught as Error).message });
      setIsSaving(false);
      return;
    }
    try {
      onSaved(await send(imageId));
    } catch (caught) {
      setErrors({ ...(caught instanceof ApiError ? firstIssueByField(caught.issues) : {}), form: saveFailedMessage });
      setIsSaving(false);
    }
  }

  return { fields, setFields, setField, errors, setErrors, isSaving, save };
}
