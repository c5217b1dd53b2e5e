import { useState } from "react";
import { TEST_CATEGORIES } from "../../../domain/catalogue.ts";
import { type AdminLabTest, LabTestContentSchema, MedicalReviewSchema } from "../../../domain/lab-test.ts";
import { callApi } from "../../lib/api-client.ts";
import { fieldOfIssue, firstIssueByField } from "../../lib/form-errors.ts";
import type { Kept } from "../../lib/hindi-draft.ts";
import { hindiToSave, outdatedFields, type TestHindiDraft, toHindiDraft } from "../../lib/test-hindi-draft.ts";
import { FormField } from "./form-field.tsx";
import { Bilingual } from "./hindi-fields.tsx";
import { FormActions, FormErrorSummary } from "./manager-parts.tsx";
import { HindiFaqs, HindiReview, outdatedOf } from "./test-hindi-fields.tsx";
import { MedicalReviewFields } from "./test-form/medical-review-fields.tsx";
import {
  containerFieldOf,
  containersToSave,
  type ContainersDraft,
  TestContainersField,
  toContainersDraft,
} from "./test-form/test-containers.tsx";
import { englishOf, fromDraft, reviewOf, toDraft } from "./test-form/test-draft.ts";
import { TestFasting } from "./test-form/test-fasting.tsx";
import { TestPrices } from "./test-form/test-prices.tsx";
import { HindiText, TestTexts } from "./test-form/test-texts.tsx";
import { useAdminForm } from "./use-admin-form.ts";

/** A container's issue is shown beside its own field ("containers.0.volumeMl"); any other beside its top-level field. */
const testFieldOf = (path: readonly PropertyKey[]) => containerFieldOf(path) ?? fieldOfIssue(path);

/** Add or edit a test: prices per city, report time, fasting, sample containers, popularity and the page's text. */
export function TestForm({
  test,
  onSaved,
  onCancel,
}: {
  test: AdminLabTest | null;
  onSaved: (saved: AdminLabTest) => void;
  onCancel: () => void;
}) {
  const {
    fields: draft,
    setFields: setDraft,
    setField: set,
    errors,
    isSaving,
    validate,
    save,
    clearErrors,
  } = useAdminForm(() => toDraft(test), {
    saveFailedMessage: "Failed to save test",
    onSaved,
    // An empty original price is sent as the price: a mistake in the price is marked there only.
    errorsOnForm: (issues, typed) => {
      const found = firstIssueByField(issues, "en", testFieldOf);
      const { originalPrice: _sentAsThePrice, ...others } = found;
      return String(typed.originalPrice).trim() === "" ? others : found;
    },
  });
  const isAdding = test === null;
  // The review's three fields are one value to the schema; their errors are shown beside each.
  const [reviewErrors, setReviewErrors] = useState<Record<string, string | undefined>>({});
  // The Hindi, kept apart from the English draft (its lists are items, not lines).
  const [hindi, setHindi] = useState<TestHindiDraft>(() => toHindiDraft(test));
  const [hindiErrors, setHindiErrors] = useState<Record<string, string | undefined>>({});
  const [hindiReviewErrors, setHindiReviewErrors] = useState<Record<string, string | undefined>>({});
  const [kept, setKept] = useState<Kept>({});
  // The containers, kept apart from the text draft (a list of rows, each with its own fields).
  const [containers, setContainers] = useState<ContainersDraft>(() => toContainersDraft(test?.containers));
  const english = englishOf(draft, test);
  const outdated = outdatedOf(outdatedFields(hindi, english, test), kept, setKept);
  const changeHindi = (change: Partial<TestHindiDraft>, ...fields: string[]) => {
    setHindi({ ...hindi, ...change });
    const keys = fields.map((field) => `hi.${field}`);
    setHindiErrors(Object.fromEntries(Object.entries(hindiErrors).filter(([key]) => !keys.includes(key))));
    clearErrors(...keys);
  };
  const hindiError = (field: string) => errors[`hi.${field}`] ?? hindiErrors[`hi.${field}`];

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const review = reviewOf(draft);
    setReviewErrors(review ? firstIssueByField(MedicalReviewSchema.safeParse(review).error?.issues ?? []) : {});
    const { hi, errors: listErrors } = hindiToSave(hindi, english, test, kept);
    setHindiErrors(listErrors);
    setHindiReviewErrors(
      hi.medicalReview ? firstIssueByField(MedicalReviewSchema.safeParse(hi.medicalReview).error?.issues ?? []) : {},
    );
    const body = validate(LabTestContentSchema, {
      input: { ...fromDraft(draft, test), hi, containers: containersToSave(containers) },
    });
    if (!body || Object.keys(listErrors).length > 0) return;
    await save(() =>
      isAdding
        ? callApi<AdminLabTest>("POST", "/api/tests", body)
        : callApi<AdminLabTest>("PUT", `/api/tests/${test.slug}`, body),
    );
  }

  const value = (name: string) => String(draft[name] ?? "");
  const fields = { value, set, errors };
  const hindiFields = { hindi, changeHindi, hindiError, outdated };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormErrorSummary errors={{ ...hindiErrors, ...errors }} />
      <p className="text-sm text-slate-700">
        Each text has its Hindi beside it (under it on a phone), for the test&apos;s Hindi page. A Hindi field left
        empty shows the English there.
      </p>
      {isAdding && (
        <FormField
          id="test-slug"
          label="Address (e.g. esr, becomes /tests/esr)"
          value={value("slug")}
          onChange={set("slug")}
          error={errors.slug}
        />
      )}
      <Bilingual>
        <FormField id="test-name" label="Name" value={value("name")} onChange={set("name")} error={errors.name} />
        <HindiText name="name" {...hindiFields} />
      </Bilingual>
      <label className="block text-sm font-medium text-slate-800">
        Category
        <select
          value={value("category")}
          onChange={(e) => set("category")(e.target.value)}
          className="mt-1 h-10 w-full rounded-lg border border-slate-300 px-2 font-normal"
        >
          <option value="">Choose…</option>
          {TEST_CATEGORIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </label>
      {errors.category && <p className="text-sm text-red-800">Choose a category</p>}
      <TestPrices {...fields} />
      <TestFasting {...fields} />
      <TestContainersField
        draft={containers}
        errors={errors}
        onChange={(change, ...changed) => {
          setContainers(change);
          // A row added or removed moves the rows' numbers: their errors go with the change.
          if (changed.includes("containers"))
            clearErrors(...Object.keys(errors).filter((key) => key.startsWith("containers")));
          else clearErrors(...changed);
        }}
      />
      <div className="flex flex-wrap gap-6">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={draft.isPopular === true}
            onChange={(e) => setDraft({ ...draft, isPopular: e.target.checked })}
            className="h-4 w-4"
          />
          Popular (shown first and on the home page)
        </label>
      </div>
      <TestTexts {...fields} {...hindiFields} english={english} />
      <HindiFaqs
        id="test-hi-faqs"
        english={english.faqs}
        hindi={hindi.faqs}
        onChange={(items) => changeHindi({ faqs: items }, "faqs")}
        error={hindiError("faqs")}
      />
      <MedicalReviewFields {...fields} reviewErrors={reviewErrors} setReviewErrors={setReviewErrors} />
      <HindiReview
        id="test-hi-review"
        review={hindi.review}
        onChange={(review) => {
          changeHindi({ review }, "medicalReview");
          setHindiReviewErrors({});
        }}
        errors={{
          ...hindiReviewErrors,
          form: Object.values(hindiReviewErrors).every((e) => !e) ? hindiError("medicalReview") : undefined,
        }}
      />
      <FormActions isSaving={isSaving} submitLabel={isAdding ? "Add Test" : "Save Changes"} onCancel={onCancel} />
    </form>
  );
}
