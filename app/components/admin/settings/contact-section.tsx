import { FormField } from "../form-field.tsx";
import { Bilingual, HindiField, type Outdated } from "../hindi-fields.tsx";
import { Section, settingFields, type SectionProps } from "./settings-section.tsx";

/** How patients reach the lab: its name, phones, WhatsApp, e-mail, hours (with their Hindi), addresses, accreditation. */
export function ContactSection({
  draft,
  errors,
  set,
  hindiOutdated,
}: SectionProps & { hindiOutdated: (field: "hours") => Outdated }) {
  const field = settingFields({ draft, errors, set });
  return (
    <Section
      id="settings-contact"
      title="Contact"
      description="Shown in the header and footer of every page, on the labs page and in links to call or chat."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field("labName")} label="Lab name" autoComplete="organization" />

        <FormField
          {...field("phone")}
          label="Phone (the 24/7 line)"
          type="tel"
          hint="With the country code, e.g. +91 98765 43210."
        />
        <FormField {...field("phoneAlt")} label="Second phone (optional)" type="tel" />
        <FormField
          {...field("whatsappNumber")}
          label="WhatsApp number"
          inputMode="numeric"
          hint="Digits only, with the country code: 919876543210."
        />
        <FormField {...field("email")} label="E-mail" type="email" />
      </div>
      <Bilingual>
        <FormField
          {...field("hours")}
          label="Opening hours"
          hint="As patients should read it, e.g. Mon–Sun, 7:00 am – 9:00 pm."
        />
        <HindiField
          id="settings-hi-hours"
          label="खुलने का समय"
          value={draft["hi.hours"]}
          onChange={set("hi.hours")}
          error={errors["hi.hours"]}
          hint="The opening hours, in Hindi, e.g. सोम–रवि, सुबह 7:00 – रात 9:00. Leave it empty to show the English."
          outdated={hindiOutdated("hours")}
        />
      </Bilingual>
      <FormField {...field("addresses")} label="Addresses (one per line)" multiline rows={3} />
      <FormField
        {...field("accreditation")}
        label="Accreditation line (optional)"
        hint="Exactly as your certificate allows, e.g. NABL accredited (certificate MC-1234). Shown in the footer. Leave it empty and the site makes no accreditation claim."
      />
    </Section>
  );
}
