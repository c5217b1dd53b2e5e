import { Link } from "react-router";
import type {
  MissingTestField,
  TranslatedSettingsField,
  TranslationStatus,
  Untranslated,
} from "../../../domain/translation-status.ts";
import { editorLink } from "./use-editing.ts";

// The dashboard's "Missing in Hindi": what the Hindi pages still show in English, item by item,
// each with a link to its editor (domain/translation-status.ts finds them).

const TEST_FIELDS: Record<MissingTestField, string> = {
  name: "Name",
  subtitle: "Subtitle",
  description: "Short description",
  longDescription: "About this test",
  alternateNames: "Other names",
  subTests: "What it measures",
  sampleType: "Sample type",
  reportTime: "Report time",
  fastingInstructions: "Fasting instructions",
  testingFrequency: "Testing frequency",
  usedToDiagnose: "Conditions it helps diagnose",
  testingMethod: "Testing method",
  sampleVolume: "Sample volume",
  transportation: "Transportation",
  stability: "Stability",
  labType: "Lab type",
  preparation: "Preparation steps",
  whenToTake: "When to take it",
  benefits: "About the test",
  faqs: "FAQs",
  interpretation: "Interpreting results",
  medicalReview: "Medical review of the Hindi page",
};
const PACKAGE_FIELDS = { name: "Name", description: "Description" };
const SLIDE_FIELDS = { title: "Title", description: "Description", buttonText: "Button text" };
const SETTINGS_FIELDS: Record<TranslatedSettingsField, string> = {
  hours: "Opening hours",
  consentNotice: "Consent notice",
};

/** Groups of more items than this start folded, so the dashboard stays short. */
const OPEN_UP_TO = 5;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function Group<Field extends string>({
  title,
  items,
  labels,
  linkTo,
}: {
  title: string;
  items: Untranslated<Field>[];
  labels: Record<Field, string>;
  linkTo: (id: string) => string;
}) {
  if (items.length === 0) return null;
  return (
    <details open={items.length <= OPEN_UP_TO} className="rounded-xl border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold text-slate-900">
        {title}: {plural(items.length, "needs", "need")} Hindi
      </summary>
      <ul className="mt-2 divide-y divide-slate-100">
        {items.map((item) => (
          <li key={item.id} className="py-2 text-sm">
            <Link to={linkTo(item.id)} className="font-semibold text-brand-800 underline">
              {item.name}
              <span className="sr-only">: edit</span>
            </Link>
            <span className="text-slate-700"> — missing: {item.fields.map((field) => labels[field]).join(", ")}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** What is missing in Hindi, by kind, with links to each editor; "all there" when nothing is. */
export function MissingInHindi({ status }: { status: TranslationStatus }) {
  const isComplete =
    status.tests.length +
      status.packages.length +
      status.slides.length +
      status.settings.length +
      status.contentPages.length ===
    0;
  return (
    <section aria-labelledby="missing-in-hindi" className="mt-8">
      <h2 id="missing-in-hindi" className="text-xl font-bold">
        Missing in Hindi
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {isComplete
          ? "Everything patients read has its Hindi."
          : "The Hindi pages show these texts in English until you write their Hindi. Open an item to write it beside the English."}
      </p>
      {!isComplete && (
        <div className="mt-4 space-y-3">
          <Group title="Tests" items={status.tests} labels={TEST_FIELDS} linkTo={(slug) => editorLink("tests", slug)} />
          <Group
            title="Packages"
            items={status.packages}
            labels={PACKAGE_FIELDS}
            linkTo={(id) => editorLink("packages", id)}
          />
          <Group
            title="Slides"
            items={status.slides}
            labels={SLIDE_FIELDS}
            linkTo={(id) => editorLink("carousel", id)}
          />
          {status.settings.length > 0 && (
            <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
              <Link to="/admin/settings" className="font-semibold text-brand-800 underline">
                Settings
              </Link>
              <span className="text-slate-700">
                {" "}
                — missing: {status.settings.map((field) => SETTINGS_FIELDS[field]).join(", ")}
              </span>
            </p>
          )}
          {status.contentPages.length > 0 && (
            <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
              <span className="font-semibold text-slate-900">Content pages without a Hindi page:</span>{" "}
              {status.contentPages.map((slug) => `/${slug}`).join(", ")}. These pages are written in the website&apos;s
              files (app/content/pages/hi/): ask your developer.
            </p>
          )}
        </div>
      )}
    </section>
  );
}
