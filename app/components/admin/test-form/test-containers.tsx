import {
  CONTAINER_KINDS,
  CONTAINERS,
  containerName,
  type Handling,
  HANDLING_WORDS,
  HANDLINGS,
  type TestContainers,
} from "../../../../domain/sample-containers.ts";
import { useT } from "../../../i18n/use-t.ts";
import { FormField } from "../form-field.tsx";

/** One container as the form holds it: text as typed, read by the schema when the form is saved. */
export type ContainerDraft = {
  kind: string;
  volumeMl: string;
  handling: Handling[];
  deliverWithinHours: string;
  note: string;
};

/** null: not set yet (the collector's list says to ask the lab); []: the test needs none. */
export type ContainersDraft = ContainerDraft[] | null;

const blank = (): ContainerDraft => ({ kind: "", volumeMl: "", handling: [], deliverWithinHours: "", note: "" });

export const toContainersDraft = (containers: TestContainers | undefined): ContainersDraft =>
  containers === null || containers === undefined
    ? null
    : containers.map((c) => ({
        kind: c.kind,
        volumeMl: c.volumeMl === null ? "" : String(c.volumeMl),
        handling: c.handling,
        deliverWithinHours: c.deliverWithinHours === null ? "" : String(c.deliverWithinHours),
        note: c.note,
      }));

/** What the API takes: the schema reads the typed volume and hours and says what is wrong with them. */
export const containersToSave = (draft: ContainersDraft) =>
  draft === null
    ? null
    : draft.map((c) => ({
        kind: c.kind,
        volumeMl: c.volumeMl.trim() === "" ? null : c.volumeMl,
        handling: c.handling,
        deliverWithinHours: c.deliverWithinHours.trim() === "" ? null : Number(c.deliverWithinHours),
        note: c.note,
      }));

/**
 * The form field an issue of a container is shown beside: "containers.0.volumeMl" (a schema's
 * path has the row's number, the API's answer its digits).
 */
export const containerFieldOf = (path: readonly PropertyKey[]): string | null =>
  path[0] === "containers" && /^\d+$/.test(String(path[1])) && path.length > 2
    ? `containers.${String(path[1])}.${String(path[2])}`
    : null;

const inputClass = "mt-1 h-10 w-full rounded-lg border border-slate-300 px-2 aria-invalid:border-red-700";

/**
 * The sample containers a test needs (issue 35): each one's kind, volume, handling, delivery time
 * and a note for the collector; "not set" until staff set them, or "needs none".
 */
export function TestContainersField({
  draft,
  onChange,
  errors,
}: {
  draft: ContainersDraft;
  /** A change as a function of the draft before it: changes made before the next render (Preact batches) all count. */
  onChange: (change: (draft: ContainersDraft) => ContainersDraft, ...changed: string[]) => void;
  errors: Record<string, string | undefined>;
}) {
  const t = useT();
  const button =
    "rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:border-brand-700";
  const change = (i: number, field: keyof ContainerDraft, value: ContainerDraft[keyof ContainerDraft]) =>
    onChange(
      (before) => (before ?? []).map((c, j) => (j === i ? { ...c, [field]: value } : c)),
      `containers.${i}.${field}`,
    );
  const listError = errors.containers;
  return (
    <fieldset className="rounded-xl border border-slate-200 p-3" aria-describedby="test-containers-hint">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t("tubes.form.title")}</legend>
      <p id="test-containers-hint" className="text-sm text-slate-700">
        {t("tubes.form.hint")}
      </p>
      {draft === null && (
        <p className="mt-2 rounded bg-amber-50 px-2 py-1 text-sm text-amber-900 ring-1 ring-amber-300">
          <strong>{t("tubes.form.notSet")}</strong>. {t("tubes.form.notSetHint")}
        </p>
      )}
      {draft !== null && draft.length === 0 && (
        <p className="mt-2 text-sm text-slate-800">{t("tubes.form.noneNeeded")}</p>
      )}
      {listError && (
        <p id="test-containers-error" className="mt-1 text-sm text-red-800">
          {listError}
        </p>
      )}
      <ol className="mt-2 grid gap-3">
        {(draft ?? []).map((c, i) => {
          const id = `test-container-${i}`;
          const error = (field: string) => errors[`containers.${i}.${field}`];
          const n = i + 1;
          return (
            <li key={i} role="group" aria-labelledby={`${id}-title`} className="rounded-lg bg-slate-50 p-3">
              <div className="flex items-center justify-between gap-2">
                <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
                  {t("tubes.form.container", { n })}
                </h3>
                <button
                  type="button"
                  className={`${button} text-red-800`}
                  onClick={() => onChange((before) => (before ?? []).filter((_, j) => j !== i), "containers")}
                >
                  {t("tubes.form.remove", { n })}
                </button>
              </div>
              <div className="mt-2 grid gap-3 sm:grid-cols-3">
                <div>
                  <label htmlFor={`${id}-kind`} className="block text-sm font-medium text-slate-800">
                    {t("tubes.form.kind")}
                  </label>
                  <select
                    id={`${id}-kind`}
                    value={c.kind}
                    onChange={(e) => change(i, "kind", e.target.value)}
                    aria-invalid={error("kind") ? true : undefined}
                    aria-describedby={error("kind") ? `${id}-kind-error` : undefined}
                    className={inputClass}
                  >
                    <option value="">{t("tubes.form.choose")}</option>
                    {CONTAINER_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {containerName(kind, t.locale)}
                      </option>
                    ))}
                  </select>
                  {c.kind !== "" && c.kind in CONTAINERS && (
                    <span
                      aria-hidden="true"
                      className="mt-1 inline-block h-2 w-10 rounded-full ring-1 ring-slate-400"
                      style={{ backgroundColor: CONTAINERS[c.kind as keyof typeof CONTAINERS].colour }}
                    />
                  )}
                  {error("kind") && (
                    <p id={`${id}-kind-error`} className="mt-1 text-sm text-red-800">
                      {error("kind")}
                    </p>
                  )}
                </div>
                <FormField
                  id={`${id}-volume`}
                  label={t("tubes.form.volume")}
                  inputMode="decimal"
                  value={c.volumeMl}
                  onChange={(value) => change(i, "volumeMl", value)}
                  hint={t("tubes.form.volumeHint")}
                  error={error("volumeMl")}
                />
                <FormField
                  id={`${id}-deliver`}
                  label={t("tubes.form.deliverWithin")}
                  inputMode="numeric"
                  value={c.deliverWithinHours}
                  onChange={(value) => change(i, "deliverWithinHours", value)}
                  error={error("deliverWithinHours")}
                />
              </div>
              <fieldset className="mt-2">
                <legend className="text-sm font-medium text-slate-800">{t("tubes.form.handling")}</legend>
                <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {HANDLINGS.map((h) => (
                    <label key={h} className="flex items-center gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        className="h-4 w-4"
                        checked={c.handling.includes(h)}
                        onChange={(e) => {
                          const isTicked = e.target.checked;
                          onChange(
                            (before) =>
                              (before ?? []).map((row, j) =>
                                j !== i
                                  ? row
                                  : {
                                      ...row,
                                      handling: isTicked
                                        ? HANDLINGS.filter((x) => x === h || row.handling.includes(x))
                                        : row.handling.filter((x) => x !== h),
                                    },
                              ),
                            `containers.${i}.handling`,
                          );
                        }}
                      />
                      {HANDLING_WORDS[h][t.locale]}
                    </label>
                  ))}
                </div>
                {error("handling") && <p className="mt-1 text-sm text-red-800">{error("handling")}</p>}
              </fieldset>
              <div className="mt-2">
                <FormField
                  id={`${id}-note`}
                  label={t("tubes.form.note")}
                  value={c.note}
                  onChange={(value) => change(i, "note", value)}
                  error={error("note")}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={button}
          onClick={() => onChange((before) => [...(before ?? []), blank()], "containers")}
        >
          {t("tubes.form.add")}
        </button>
        {draft === null && (
          <button type="button" className={button} onClick={() => onChange(() => [], "containers")}>
            {t("tubes.form.setNoneNeeded")}
          </button>
        )}
      </div>
    </fieldset>
  );
}
