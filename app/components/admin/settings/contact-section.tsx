import { FormField } from "../form-field.tsx";
import { Bilingual, HindiField, type Outdated } from "../hindi-fields.tsx";
import { Section, type SectionProps } from "./settings-section.tsx";

/** How patients reach the lab: its name, phones, WhatsApp, e-mail, hours (with their Hindi), addresses, accreditation. */
export function ContactSection({
  draft,
  errors,
  set,
  hindiOutdated,
}: SectionProps & { hindiOutdated: (field: "hours") => Outdated }) {
  return (
    <Section
      id="settings-contact"
      title="Contact"
      description="Shown in the header and footer of every page, on the labs page and in links to call or chat."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="settings-labName"
          label="Lab name"
          value={draft.labName}
          onChange={set("labName")}
          error={errors.labName}
          autoComplete="organization"
        />

        <FormField
          id="settings-phone"
          label="Phone (the 24/7 line)"
          value={draft.phone}
          onChange={set("phone")}
          error={errors.phone}
          type="tel"
          hint="With the country code, e.g. +91 98765 43210."
        />
        <FormField
          id="settings-phoneAlt"
          label="Second phone (optional)"
          value={draft.phoneAlt}
          onChange={set("phoneAlt")}
          error={errors.phoneAlt}
          type="tel"
        />
        <FormField
          id="settings-whatsappNumber"
          label="WhatsApp number"
          value={draft.whatsappNumber}
          onChange={set("whatsappNumber")}
          error={errors.whatsappNumber}
          inputMode="numeric"
          hint="Digits only, with the country code: 919876543210."
        />
        <FormField
          id="settings-email"
          label="E-mail"
          value={draft.email}
          onChange={set("email")}
          error={errors.email}
          type="email"
        />
      </div>
      <Bilingual>
        <FormField
          id="settings-hours"
          label="Opening hours"
          value={draft.hours}
          onChange={set("hours")}
          error={errors.hours}
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
      <FormField
        id="settings-addresses"
        label="Addresses (one per line)"
        value={draft.addresses}
        onChange={set("addresses")}
        error={errors.addresses}
        multiline
        rows={3}
      />
      <FormField
        id="settings-accreditation"
        label="Accreditation line (optional)"
        value={draft.accreditation}
        onChange={set("accreditation")}
        error={errors.accreditation}
        hint="Exactly as your certificate allows, e.g. NABL accredited (certificate MC-1234). Shown in the footer. Leave it empty and the site makes no accreditation claim."
      />
    </Section>
  );
}
