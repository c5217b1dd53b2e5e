import { FormField } from "../form-field.tsx";
import { Bilingual, HindiField, type Outdated } from "../hindi-fields.tsx";
import { Section, settingFields, type SectionProps } from "./settings-section.tsx";

/** The consent notice patients agree to when they book, in English and Hindi, and its version. */
export function ConsentSection({
  draft,
  errors,
  set,
  hindiOutdated,
}: SectionProps & { hindiOutdated: (field: "consentNotice") => Outdated }) {
  const field = settingFields({ draft, errors, set });
  return (
    <Section
      id="settings-consent"
      title="Consent notice"
      description="Shown to patients when they book; each booking records the version they agreed to. One version covers the English and the Hindi notice."
    >
      <Bilingual>
        <FormField {...field("consentNotice")} label="Notice" multiline rows={14} />
        <HindiField
          id="settings-hi-consentNotice"
          label="सहमति का नोटिस"
          value={draft["hi.consentNotice"]}
          onChange={set("hi.consentNotice")}
          error={errors["hi.consentNotice"]}
          multiline
          rows={14}
          hint="The notice, in Hindi: what patients booking on the Hindi pages read and agree to, paragraph for paragraph saying what the English says. Empty: they read the English."
          outdated={hindiOutdated("consentNotice")}
        />
      </Bilingual>
      <div className="sm:max-w-xs">
        <FormField
          {...field("consentVersion")}
          label="Version"
          hint="Change the notice, in English or Hindi? Give it a new version, e.g. the next number."
        />
      </div>
    </Section>
  );
}
