// What the booking form posts that the patient does not type: the basket, how many people, the
// form's one-booking key and the city its prices were shown in (the action checks them), and the honeypot.
import type { Basket } from "../../lib/booking-form.ts";
import { Honeypot } from "./fields.tsx";
import type { BookingForm } from "./use-booking-form.ts";

export function HiddenFields({ form, basket }: { form: BookingForm; basket: Basket }) {
  return (
    <>
      {form.isFamily && <input type="hidden" name="peopleCount" value={form.peopleCount} />}
      {basket.tests.map((slug) => (
        <input key={slug} type="hidden" name="tests" value={slug} />
      ))}
      {basket.packages.map((id) => (
        <input key={id} type="hidden" name="packages" value={id} />
      ))}
      <input type="hidden" name="idempotencyKey" value={form.idempotencyKey} />
      <input type="hidden" name="city" value={form.shownCity} />
      <Honeypot />
    </>
  );
}
