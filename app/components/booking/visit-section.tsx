// The booking page's "where": a home collection at an address whose pincode says if we collect
// there, or a visit to one of the labs.
import { useLayoutEffect } from "react";
import { pincodeQuestionMessage } from "../../../domain/whatsapp-messages.ts";
import { cityName } from "../../lib/city.ts";
import { whatsappLink } from "../../lib/contact-links.ts";
import { useT } from "../../i18n/use-t.ts";
import { ChoiceGroup, TextField } from "./fields.tsx";
import type { BookingForm } from "./use-booking-form.ts";

export function VisitSection({
  form,
  labs,
  whatsappNumber,
}: {
  form: BookingForm;
  /** The labs' addresses, for a visit to one. */
  labs: string[];
  /** The lab's WhatsApp, asked about a pincode we do not collect at. */
  whatsappNumber: string;
}) {
  const t = useT();
  const { values, errors, pincode, pincodeCity } = form;
  // Once, as this part comes to life: a pincode typed or a lab picked before (its own task, HydrateLater).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => form.takeTypedIntoVisit(), []);
  const askOnWhatsApp = whatsappLink(whatsappNumber, pincodeQuestionMessage(pincode.trim(), t.locale));
  return (
    <section aria-labelledby="where-heading" className="space-y-4">
      <h2 id="where-heading" className="text-xl font-semibold">
        {t("booking.step.where")}
      </h2>
      <ChoiceGroup
        name="collectionType"
        legend={t("booking.where.legend")}
        defaultValue={form.collectionType}
        error={errors.collectionType}
        onChange={(value) => form.setCollectionType(value === "lab" ? "lab" : "home")}
        options={[
          { value: "home", label: t("booking.where.home") },
          { value: "lab", label: t("booking.where.lab") },
        ]}
      />
      <div className="home-only space-y-4">
        <TextField
          name="address"
          label={t("booking.field.address")}
          multiline
          autoComplete="street-address"
          maxLength={300}
          defaultValue={values.address}
          error={errors.address}
          hint={t("booking.field.addressHint")}
        />
        <TextField
          name="landmark"
          label={t("booking.field.landmark")}
          optional
          maxLength={120}
          defaultValue={values.landmark}
          error={errors.landmark}
        />
        <div>
          <TextField
            name="pincode"
            label={t("booking.field.pincode")}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            defaultValue={values.pincode}
            error={errors.pincode}
            onChange={(event) => form.setPincode(event.currentTarget.value)}
          />
          <div aria-live="polite" className="mt-1 text-sm">
            {pincodeCity && !errors.pincode && (
              <p className="text-green-800">
                {t("booking.pincode.served", { pincode: pincode.trim(), city: cityName(pincodeCity, t.locale) })}
              </p>
            )}
            {((/^\d{6}$/.test(pincode.trim()) && !pincodeCity) || form.isPincodeUnserved) && (
              <p className="text-slate-900">
                {!errors.pincode && `${t("booking.pincode.unserved", { pincode: pincode.trim() })} `}
                {t.rich("booking.pincode.ask", {
                  link: (children, key) => (
                    <a key={key} href={askOnWhatsApp} className="font-semibold text-brand-800 underline">
                      {children}
                    </a>
                  ),
                })}
              </p>
            )}
          </div>
        </div>
      </div>
      <div className="lab-only">
        <ChoiceGroup
          name="labAddress"
          legend={t("booking.where.labLegend")}
          defaultValue={form.defaultLab}
          error={errors.labAddress}
          onChange={form.setLabAddress}
          options={labs.map((address) => ({ value: address, label: address }))}
        />
      </div>
    </section>
  );
}
