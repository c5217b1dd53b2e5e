// What the booking form's error summary calls each field, in the page's language.
import { personField } from "../../lib/booking-form.ts";
import type { Translate } from "../../i18n/use-t.ts";
import { personLabel } from "./people-fields.tsx";

/** What each field is called in the error summary. */
const fieldLabels = (t: Translate): Record<string, string> => ({
  basket: t("booking.label.basket"),
  patientName: t("booking.label.patientName"),
  age: t("booking.label.age"),
  gender: t("booking.label.gender"),
  mobile: t("booking.label.mobile"),
  email: t("booking.label.email"),
  guardianName: t("booking.label.guardian"),
  guardianConsent: t("booking.label.guardian"),
  collectionType: t("booking.label.collectionType"),
  address: t("booking.label.address"),
  landmark: t("booking.label.landmark"),
  pincode: t("booking.label.pincode"),
  labAddress: t("booking.label.labAddress"),
  slot: t("booking.label.slot"),
  consent: t("booking.label.consent"),
});

/** What each person's fields are called in the error summary. */
function peopleLabels(t: Translate, count: number): Record<string, string> {
  const labels: Record<string, string> = { people: t("booking.label.people") };
  if (count > 1) {
    // The first person's fields keep their one-person names; in a visit of several they say whose.
    const who = personLabel(t, 0);
    Object.assign(labels, {
      patientName: t("booking.label.personName", { who }),
      age: t("booking.label.personAge", { who }),
      gender: t("booking.label.personGender", { who }),
      guardianName: t("booking.label.personGuardian", { who }),
      guardianConsent: t("booking.label.personGuardian", { who }),
    });
  }
  for (let i = 0; i < count; i++) {
    const who = personLabel(t, i);
    labels[personField(i, "items")] = t("booking.label.personTests", { who });
    if (i === 0) continue;
    labels[personField(i, "patientName")] = t("booking.label.personName", { who });
    labels[personField(i, "age")] = t("booking.label.personAge", { who });
    labels[personField(i, "gender")] = t("booking.label.personGender", { who });
    labels[personField(i, "guardianName")] = t("booking.label.personGuardian", { who });
    labels[personField(i, "guardianConsent")] = t("booking.label.personGuardian", { who });
  }
  return labels;
}

/** The labels of a form of `peopleCount` people: each field's, then each person's. */
export const errorLabels = (t: Translate, peopleCount: number): Record<string, string> => ({
  ...fieldLabels(t),
  ...peopleLabels(t, peopleCount),
});
