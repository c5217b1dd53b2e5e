// The people of a visit on the booking form (issue 22): each person after the first has their
// own name, age, gender, guardian and tests; each added person starts with none ticked, and
// "Same tests as Person 1" ticks the first person's for them (issue 32). Everything posts without JavaScript: adding or removing a
// person is a submit button with an intent, and the action answers the form as typed.
import { ADULT_AGE, GENDERS } from "../../../domain/booking-rules.ts";
import type { City } from "../../../domain/catalogue.ts";
import { formatPaiseAsPrice } from "../../../domain/pricing.ts";
import { itemValue, personField, type PersonValues } from "../../lib/booking-form.ts";
import type { BasketLine } from "../../lib/booking.server.ts";
import { type Translate, useT } from "../../i18n/use-t.ts";
import { ItemName } from "./basket.tsx";
import { Checkbox, ChoiceGroup, fieldId, TextField } from "./fields.tsx";

const SECONDARY =
  "min-h-11 rounded-full border border-brand-700 px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60";

/** "Person 2" for the person at index 1. */
export const personLabel = (t: Translate, index: number) => t("booking.person.label", { n: index + 1 });

/** The genders as the radios offer them, in the page's language. */
export const genderOptions = (t: Translate) => GENDERS.map((g) => ({ value: g, label: t(`booking.gender.${g}`) }));

/** The lines of the basket, each a checkbox, for one person; with their sum. */
export function PersonItems({
  index,
  who,
  lines,
  city,
  selected,
  error,
  onToggle,
  subtotalPaise,
  updatePriceAction,
  sameTestsAction,
  onSameTests,
  copies = 0,
}: {
  index: number;
  /** Whose tests these are, in words ("Asha Verma", or "Person 2" before a name is typed). */
  who: string;
  lines: BasketLine[];
  city: City;
  selected: string[];
  error?: string;
  onToggle: (item: string, isChecked: boolean) => void;
  subtotalPaise: number;
  /** Without JavaScript the sums change only when the form is posted: a button does that, posting to this address (CSS hides it when scripts run). */
  updatePriceAction: string;
  /** For a person after the first: where "Same tests as Person 1" posts to (the form's address and where to come back to). */
  sameTestsAction?: string;
  /** With JavaScript (once this part has come to life): tick the first person's tests here at once, without a post that would remake the form. */
  onSameTests?: () => void;
  /** How many times the first person's tests were copied here: the boxes are made again from `selected` each time. */
  copies?: number;
}) {
  const t = useT();
  const name = personField(index, "items");
  const id = fieldId(name);
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={error ? `${id}-error` : undefined} className="space-y-2">
      <legend className="font-medium text-slate-900">{t("booking.person.tests", { who })}</legend>
      {sameTestsAction && (
        // Without JavaScript a post, answered with the form as typed and these boxes ticked as the first person's.
        <button
          type="submit"
          name="intent"
          value={`same-tests:${index}`}
          formAction={sameTestsAction}
          formNoValidate
          onClick={(event) => {
            if (!onSameTests) return;
            event.preventDefault();
            onSameTests();
          }}
          className={SECONDARY}
        >
          {t("booking.person.sameTests", { first: t("booking.person.label", { n: 1 }) })}
        </button>
      )}
      {lines.map((line) => {
        const value = itemValue(line.kind, line.id);
        return (
          <label
            key={`${value}:${copies}`}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="checkbox"
              name={name}
              value={value}
              defaultChecked={selected.includes(value)}
              onChange={(event) => onToggle(value, event.currentTarget.checked)}
              className="size-5 shrink-0 accent-brand-700"
            />
            <span className="flex-1">
              <ItemName name={line.name} isEnglish={line.isEnglishName} />
            </span>
            <span className="whitespace-nowrap">{formatPaiseAsPrice(line.prices[city].pricePaise)}</span>
          </label>
        );
      })}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <p className="flex justify-between font-medium">
        <span>{t("booking.person.subtotal", { who })}</span>
        <span>{formatPaiseAsPrice(subtotalPaise)}</span>
      </p>
      <button
        type="submit"
        name="intent"
        value="update-price"
        formAction={updatePriceAction}
        formNoValidate
        className={`scriptless-only ${SECONDARY}`}
      >
        {t("booking.person.updatePrice")}
      </button>
    </fieldset>
  );
}

/** A person after the first: who they are, their guardian if under 18, and their tests. */
export function OtherPerson({
  index,
  values,
  errors,
  showGuardian,
  onAgeChange,
  onNameChange,
  removeAction,
  isJustAdded,
  children,
}: {
  index: number;
  /** Where "Remove" posts to: the form's address and where to come back to. */
  removeAction: string;
  values: PersonValues;
  errors: Record<string, string>;
  /** Always without JavaScript (the age is not known while typing); else for an under-18. */
  showGuardian: boolean;
  onAgeChange: (age: string) => void;
  onNameChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  /**
   * Just added by 'Add another person': their name field takes the focus, also when the form
   * comes back from the server without JavaScript (the page opens with it focused).
   */
  isJustAdded: boolean;
  /** Their tests (PersonItems). */
  children: React.ReactNode;
}) {
  const t = useT();
  const field = (name: string) => personField(index, name);
  const label = personLabel(t, index);
  return (
    <section aria-labelledby={`person-${index + 1}`} className="space-y-4 rounded-xl border border-slate-300 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`person-${index + 1}`} className="text-lg font-semibold">
          {label}
        </h3>
        <button
          type="submit"
          name="intent"
          value={`remove-person:${index}`}
          formAction={removeAction}
          formNoValidate
          className={SECONDARY}
        >
          {t("booking.person.remove", {
            who: values.patientName?.trim() || t("booking.person.inSentence", { n: index + 1 }),
          })}
        </button>
      </div>
      <TextField
        name={field("patientName")}
        label={t("booking.field.personFullName", { who: label })}
        autoComplete="off"
        maxLength={100}
        defaultValue={values.patientName}
        error={errors[field("patientName")]}
        onChange={onNameChange}
        autoFocus={isJustAdded}
      />
      <div className="w-48">
        <TextField
          name={field("age")}
          label={t("booking.field.personAge", { who: label })}
          inputMode="numeric"
          maxLength={3}
          defaultValue={values.age}
          error={errors[field("age")]}
          onChange={(event) => onAgeChange(event.currentTarget.value.trim())}
        />
      </div>
      <ChoiceGroup
        name={field("gender")}
        legend={t("booking.field.personGender", { who: label })}
        defaultValue={values.gender}
        error={errors[field("gender")]}
        columns
        options={genderOptions(t)}
      />
      {showGuardian && (
        <fieldset className="space-y-3 rounded-xl border border-slate-300 p-4">
          <legend className="px-1 font-medium">
            {t("booking.guardian.personLegend", { who: label, age: ADULT_AGE })}
          </legend>
          <p className="text-sm text-slate-700">{t("booking.guardian.personOnlyIfMinor", { age: ADULT_AGE })}</p>
          <TextField
            name={field("guardianName")}
            label={t("booking.guardian.personName", { who: label })}
            autoComplete="off"
            maxLength={100}
            defaultValue={values.guardianName}
            error={errors[field("guardianName")]}
          />
          <Checkbox
            name={field("guardianConsent")}
            defaultChecked={values.guardianConsent}
            error={errors[field("guardianConsent")]}
          >
            {t("booking.guardian.personConsent")}
          </Checkbox>
        </fieldset>
      )}
      {children}
    </section>
  );
}
