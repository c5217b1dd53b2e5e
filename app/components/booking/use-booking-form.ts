// The booking form's state in the browser (docs/decisions/2026-11-27-booking-form-state.md):
// the fields stay uncontrolled and post as HTML, and this hook keeps only what the page shows
// while the patient types — the collection chosen, the pincode's or lab's city and the sums in
// it, whose tests are whose, and whether a guardian is asked for.
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { ADULT_AGE } from "../../../domain/booking-rules.ts";
import { type City, isCity } from "../../../domain/catalogue.ts";
import { cityOfPincode, type CollectionRules, labCity } from "../../../domain/collection.ts";
import { BOOKING_FORM_ID, type FormValues, itemValue, personField } from "../../lib/booking-form.ts";
import type { BasketLine } from "../../lib/booking.server.ts";
import { useT } from "../../i18n/use-t.ts";
import { type JsonText, useJsonText } from "../../lib/json-text.ts";
import { visitTotalsOf } from "../../lib/booking-totals.ts";
import type { BasketSearchResult } from "./basket.tsx";
import { personLabel } from "./people-fields.tsx";

/** What the booking page's action answers: the form as typed, and why it was refused or changed. */
export type BookingAnswer = {
  errors: Record<string, string>;
  values: FormValues;
  nearest?: { date: string; window: string }[];
  pricesCity?: City;
  /** The pincode is one we do not collect at (the form offers WhatsApp and a lab visit). */
  isPincodeUnserved?: boolean;
  /** After adding or removing a person: the field to put the focus in, and when the people moved places a fresh form (JavaScript). */
  focus?: string;
  formKey?: string;
  /** What "Add a test or package" found for what was typed (posted with the form, issue 32). */
  search?: { query: string; results: BasketSearchResult[] | null };
};

/** What the page loaded that the form's state depends on. */
type Loaded = {
  lines: BasketLine[];
  collection: Pick<CollectionRules, "homeCollectionFee" | "freeCollectionAbove"> & {
    pincodes: JsonText<CollectionRules["pincodes"]>;
  };
  labs: string[];
  /** The visitor's city: the prices shown until a pincode or a lab says another. */
  city: City;
  idempotencyKey: string;
};

/** The people as an answer brought them, and since changed in the browser: each one's ticks, and the ages and names typed. */
type People = { answer: BookingAnswer | undefined; selections: string[][]; otherAges: string[]; names: string[] };

function peopleOf(answer: BookingAnswer | undefined, lines: BasketLine[]): People {
  const values = answer?.values ?? {};
  const others = values.others ?? [];
  return {
    answer,
    // The whole basket for the first person until the form says otherwise.
    selections: [
      values.firstItems ?? lines.map((line) => itemValue(line.kind, line.id)),
      ...others.map((o) => o.items),
    ],
    otherAges: others.map((o) => o.age ?? ""),
    names: [values.patientName ?? "", ...others.map((o) => o.patientName ?? "")],
  };
}

/** The booking form's field `name` as it is in the page: a box's text, a checked radio's value; null if none. */
function fieldValue(name: string): string | null {
  const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    `#${BOOKING_FORM_ID} [name="${CSS.escape(name)}"]`,
  );
  for (const field of fields) {
    if (field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox")) {
      if (field.checked) return field.value;
    } else return field.value;
  }
  return null;
}

/** The values of the boxes ticked under `name`, or null when the page has no such boxes. */
function checkedValues(name: string): string[] | null {
  const boxes = [...document.querySelectorAll<HTMLInputElement>(`#${BOOKING_FORM_ID} [name="${CSS.escape(name)}"]`)];
  return boxes.length === 0 ? null : boxes.filter((box) => box.checked).map((box) => box.value);
}

const sameTexts = (a: string[], b: string[]) => a.length === b.length && a.every((text, i) => text === b[i]);
const samePeople = (a: People, b: People) =>
  a.answer === b.answer &&
  sameTexts(a.names, b.names) &&
  sameTexts(a.otherAges, b.otherAges) &&
  a.selections.length === b.selections.length &&
  a.selections.every((items, i) => sameTexts(items, b.selections[i]));

const isMinorAge = (age: string | undefined) => {
  const text = (age ?? "").trim();
  return text !== "" && Number.isInteger(Number(text)) && Number(text) < ADULT_AGE;
};

export type BookingForm = ReturnType<typeof useBookingForm>;

/**
 * The state of the booking form for the page's latest answer (`answer`, the action's data).
 * A new answer brings the form as typed, and the people start again from it; the rest of the
 * state is the patient's, and stays.
 */
export function useBookingForm(loaded: Loaded, answer: BookingAnswer | undefined) {
  const t = useT();
  const { lines, collection, labs } = loaded;
  const pincodes = useJsonText(collection.pincodes);
  const values: FormValues = answer?.values ?? {};
  const errors = answer?.errors ?? {};
  // The page's script draws what the server drew (docs/decisions/2026-11-28-booking-form-hydration.md):
  // what differs without JavaScript is done by CSS (the collection type's radio picks what shows),
  // never by a second drawing when the page comes to life.

  const [collectionType, setCollectionType] = useState<"home" | "lab">(
    values.collectionType === "lab" ? "lab" : "home",
  );
  const [age, setAge] = useState(values.age ?? "");
  const [pincode, setPincode] = useState(values.pincode ?? "");
  const defaultLab = values.labAddress ?? (labs.length === 1 ? labs[0] : undefined);
  const [labAddress, setLabAddress] = useState(defaultLab);
  const [idempotencyKey] = useState(values.idempotencyKey ?? loaded.idempotencyKey);

  // The people's state belongs to the answer it was made from: a newer answer shows its own
  // people (derived here, never copied into state while rendering), and the next change starts from it.
  const [edited, setEdited] = useState(() => peopleOf(answer, lines));
  const people = edited.answer === answer ? edited : peopleOf(answer, lines);
  const changePeople = (change: (current: People) => Partial<People>) =>
    setEdited((previous) => {
      const current = previous.answer === answer ? previous : peopleOf(answer, lines);
      const next = { ...current, ...change(current) };
      // The same people kept as they were: no drawing of the whole form again for nothing
      // (a part coming to life with nothing typed in it yet, takeTypedIntoPeople below).
      return samePeople(next, current) ? previous : next;
    });
  const { selections, otherAges, names } = people;

  // The form is made afresh only when the action says so (people removed or boxes ticked on the
  // server): otherwise it keeps its fields as they are, so a key pressed meanwhile is not lost.
  // The answer's key is used in the render it comes with; the effect only remembers it for the
  // answers after it, which carry none (the render it causes draws the same key: nothing is remade).
  const [lastFormKey, setLastFormKey] = useState(answer?.formKey ?? "form");
  const formKey = answer?.formKey ?? lastFormKey;
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a memory of past answers, not shown state: see above
    if (answer?.formKey) setLastFormKey(answer.formKey);
  }, [answer?.formKey]);

  const pincodeCity = /^\d{6}$/.test(pincode.trim()) ? cityOfPincode({ pincodes }, pincode) : null;
  const chosenLabCity = labAddress ? labCity(labAddress) : null;
  const shownCity: City =
    collectionType === "home" && pincodeCity
      ? pincodeCity
      : collectionType === "lab" && chosenLabCity
        ? chosenLabCity
        : (answer?.pricesCity ?? (isCity(values.city) ? values.city : loaded.city));

  // The people of the visit: each has the lines ticked for them (the whole basket for one person).
  const peopleCount = values.peopleCount ?? 1;
  const isFamily = peopleCount > 1;
  const others = values.others ?? [];
  const peopleLines = isFamily
    ? Array.from({ length: peopleCount }, (_, i) =>
        lines.filter((line) => (selections[i] ?? []).includes(itemValue(line.kind, line.id))),
      )
    : [lines];
  const home = visitTotalsOf(peopleLines, shownCity, collection);
  const lab = visitTotalsOf(peopleLines, shownCity, null);
  const homeTotals = home.totals;
  const labTotals = lab.totals;

  // "Same tests as Person 1" with JavaScript: that person's boxes are made again, ticked as the first person's.
  const [copies, setCopies] = useState<Record<number, number>>({});
  const sameTestsAsFirst = (index: number) => () => {
    changePeople(({ selections: all }) => ({
      selections: all.map((items, i) => (i === index ? [...(all[0] ?? [])] : items)),
    }));
    setCopies((all) => ({ ...all, [index]: (all[index] ?? 0) + 1 }));
  };
  const toggle = (index: number) => (item: string, isChecked: boolean) =>
    changePeople(({ selections: all }) => ({
      selections: all.map((items, i) =>
        i !== index ? items : isChecked ? [...items, item] : items.filter((x) => x !== item),
      ),
    }));
  // The names as typed, so the sums and each person's tests say whose they are (with JavaScript).
  const whoIs = (index: number) => (names[index] ?? "").trim() || personLabel(t, index);
  const nameChanged = (index: number) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value;
    changePeople(({ names: all }) => ({ names: all.map((name, i) => (i === index ? typed : name)) }));
  };
  const otherAgeChanged = (index: number) => (value: string) =>
    changePeople(({ otherAges: ages }) => ({ otherAges: ages.map((age, j) => (j === index - 1 ? value : age)) }));

  // A part of the form comes to life in a task of its own (HydrateLater), and a patient may type
  // or tap into it before then: the state takes what its fields hold as each part comes to life.
  function takeTypedIntoPeople() {
    const typedAge = fieldValue("age");
    if (typedAge !== null) setAge(typedAge.trim());
    changePeople((current) => ({
      names: current.names.map(
        (name, i) => fieldValue(i === 0 ? "patientName" : personField(i, "patientName")) ?? name,
      ),
      otherAges: current.otherAges.map((age, j) => fieldValue(personField(j + 1, "age"))?.trim() ?? age),
      selections: current.selections.map((items, i) => checkedValues(personField(i, "items")) ?? items),
    }));
  }
  function takeTypedIntoVisit() {
    const typedPincode = fieldValue("pincode");
    if (typedPincode !== null) setPincode(typedPincode);
    const kind = fieldValue("collectionType");
    if (kind === "home" || kind === "lab") setCollectionType(kind);
    const lab = fieldValue("labAddress");
    if (lab !== null) setLabAddress(lab);
  }

  const focus = answer?.focus;
  // With JavaScript, the field the action named takes the focus (a new person's name, or the add button).
  useEffect(() => {
    if (focus) document.getElementById(focus === "add-person" ? "add-person" : `field-${focus}`)?.focus();
  }, [focus, answer]);
  // Without JavaScript the page comes back at its top: these posts name where to come back to.
  const location = useLocation();
  const backTo = (fragment: string) => `${location.pathname}${location.search}#${fragment}`;

  const isMinor = isMinorAge(age);
  // Until an age is known (typed, or answered by the server) the guardian's fields are shown, with
  // JavaScript or without: the server and the page's script draw the same form, and an adult's age
  // typed takes them away (a change the patient made, not the page coming to life).
  const showGuardian = age.trim() === "" || isMinor || Boolean(errors.guardianName || errors.guardianConsent);
  const showGuardianOf = (index: number) =>
    (otherAges[index - 1] ?? "").trim() === "" ||
    isMinorAge(otherAges[index - 1]) ||
    Boolean(errors[personField(index, "guardianName")] || errors[personField(index, "guardianConsent")]);

  return {
    values,
    errors,
    formKey,
    idempotencyKey,
    collectionType,
    setCollectionType,
    setAge,
    takeTypedIntoPeople,
    takeTypedIntoVisit,
    pincode,
    setPincode,
    pincodeCity,
    defaultLab,
    setLabAddress,
    shownCity,
    peopleCount,
    isFamily,
    others,
    peopleLines,
    selections,
    homeTotals,
    labTotals,
    totals: collectionType === "lab" ? labTotals : homeTotals,
    personSubtotals: home.people,
    copies,
    sameTestsAsFirst,
    toggle,
    whoIs,
    nameChanged,
    otherAgeChanged,
    focus,
    backTo,
    isMinor,
    showGuardian,
    showGuardianOf,
    /** The slots nearest the one refused as full. */
    nearest: answer?.nearest ?? [],
    isPincodeUnserved: answer?.isPincodeUnserved,
  };
}
