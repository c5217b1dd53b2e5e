// The booking page's people: the patient (or the first of several), the people added after
// them with their tests, "Add another person", and how to reach them.
import { useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { ADULT_AGE } from "../../../domain/booking-rules.ts";
import { personField } from "../../lib/booking-form.ts";
import type { BasketLine } from "../../lib/booking.server.ts";
import { useT } from "../../i18n/use-t.ts";
import { Checkbox, ChoiceGroup, TextField } from "./fields.tsx";
import { genderOptions, OtherPerson, PersonItems, personLabel } from "./people-fields.tsx";
import type { BookingForm } from "./use-booking-form.ts";

export function PeopleSection({
  form,
  lines,
  peoplePerVisit,
}: {
  form: BookingForm;
  lines: BasketLine[];
  /** How many people one visit may serve (settings). */
  peoplePerVisit: number;
}) {
  const t = useT();
  const location = useLocation();
  const { values, errors, isFamily, shownCity, selections, personSubtotals, backTo, whoIs } = form;
  // Once, as this part comes to life: what was typed before (its own task, HydrateLater).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => form.takeTypedIntoPeople(), []);
  return (
    <section aria-labelledby="patient-heading" className="space-y-4">
      <h2 id="patient-heading" className="text-xl font-semibold">
        {t(isFamily ? "booking.step.people" : "booking.step.patient")}
      </h2>
      {isFamily && (
        <h3 id="person-1" className="text-lg font-semibold">
          {personLabel(t, 0)}
        </h3>
      )}
      <TextField
        name="patientName"
        label={isFamily ? t("booking.field.personFullName", { who: personLabel(t, 0) }) : t("booking.field.fullName")}
        onChange={form.nameChanged(0)}
        autoComplete="name"
        maxLength={100}
        defaultValue={values.patientName}
        error={errors.patientName}
      />
      <div className={isFamily ? "w-48" : "w-32"}>
        <TextField
          name="age"
          label={isFamily ? t("booking.field.personAge", { who: personLabel(t, 0) }) : t("booking.field.age")}
          inputMode="numeric"
          maxLength={3}
          defaultValue={values.age}
          error={errors.age}
          onChange={(event) => form.setAge(event.currentTarget.value.trim())}
        />
      </div>
      <ChoiceGroup
        name="gender"
        legend={isFamily ? t("booking.field.personGender", { who: personLabel(t, 0) }) : t("booking.field.gender")}
        defaultValue={values.gender}
        error={errors.gender}
        columns
        options={genderOptions(t)}
      />
      {form.showGuardian && (
        <fieldset className="space-y-3 rounded-xl border border-slate-300 p-4">
          <legend className="px-1 font-medium">{t("booking.guardian.legend", { age: ADULT_AGE })}</legend>
          <p className="text-sm text-slate-700">
            {t(form.isMinor ? "booking.guardian.isMinor" : "booking.guardian.onlyIfMinor", { age: ADULT_AGE })}
          </p>
          <TextField
            name="guardianName"
            label={t("booking.guardian.name")}
            autoComplete="off"
            maxLength={100}
            defaultValue={values.guardianName}
            error={errors.guardianName}
          />
          <Checkbox name="guardianConsent" defaultChecked={values.guardianConsent} error={errors.guardianConsent}>
            {t("booking.guardian.consent")}
          </Checkbox>
        </fieldset>
      )}
      {isFamily && (
        <PersonItems
          index={0}
          who={whoIs(0)}
          lines={lines}
          city={shownCity}
          selected={selections[0] ?? []}
          error={errors[personField(0, "items")]}
          onToggle={form.toggle(0)}
          subtotalPaise={personSubtotals[0]?.subtotalPaise ?? 0}
          updatePriceAction={backTo(`person-1`)}
        />
      )}
      {form.others.map((person, i) => (
        <OtherPerson
          key={i + 1}
          index={i + 1}
          values={person}
          errors={errors}
          showGuardian={form.showGuardianOf(i + 1)}
          removeAction={backTo("patient-heading")}
          isJustAdded={form.focus === personField(i + 1, "patientName")}
          onNameChange={form.nameChanged(i + 1)}
          onAgeChange={form.otherAgeChanged(i + 1)}
        >
          <PersonItems
            index={i + 1}
            who={whoIs(i + 1)}
            lines={lines}
            city={shownCity}
            selected={selections[i + 1] ?? []}
            error={errors[personField(i + 1, "items")]}
            onToggle={form.toggle(i + 1)}
            subtotalPaise={personSubtotals[i + 1]?.subtotalPaise ?? 0}
            updatePriceAction={backTo(`person-${i + 2}`)}
            sameTestsAction={backTo(`person-${i + 2}`)}
            onSameTests={form.sameTestsAsFirst(i + 1)}
            copies={form.copies[i + 1]}
          />
        </OtherPerson>
      ))}
      <div>
        {form.peopleCount < peoplePerVisit ? (
          <>
            <button
              id="add-person"
              type="submit"
              name="intent"
              value="add-person"
              // No fragment: the new person's name field is autofocused, which also
              // scrolls to it (a fragment in the address would stop the browser focusing).
              formAction={`${location.pathname}${location.search}`}
              formNoValidate
              aria-describedby="add-person-hint"
              className="min-h-11 rounded-full border border-brand-700 px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t("booking.people.add")}
            </button>
            <p id="add-person-hint" className="mt-1 text-sm text-slate-700">
              {t("booking.people.addHint", { max: peoplePerVisit })}
            </p>
          </>
        ) : (
          <p id="add-person" tabIndex={-1} className="text-sm text-slate-700">
            {t("booking.people.max", { max: peoplePerVisit })}
          </p>
        )}
        {errors.people && (
          <p id="field-people" tabIndex={-1} className="mt-1 text-sm font-medium text-red-800">
            {errors.people}
          </p>
        )}
      </div>
      <TextField
        name="mobile"
        label={t("booking.field.mobile")}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={24}
        hint={t("booking.field.mobileHint")}
        defaultValue={values.mobile}
        error={errors.mobile}
      />
      <TextField
        name="email"
        label={t("booking.field.email")}
        optional
        type="email"
        autoComplete="email"
        maxLength={254}
        defaultValue={values.email}
        error={errors.email}
      />
    </section>
  );
}
