import { FormField } from "../form-field.tsx";
import { Section, settingFields, type SectionProps } from "./settings-section.tsx";

/** How long report files stay online. */
export function ReportFilesSection(props: SectionProps) {
  const field = settingFields(props);
  return (
    <Section
      id="settings-report-files"
      title="Report files"
      description="Report PDFs patients open online (My Reports, share links). The lab's own records are kept in its systems; this is only the online copy."
    >
      <div className="sm:max-w-xs">
        <FormField
          {...field("reportRetentionDays")}
          label="Keep report files online for (days, optional)"
          inputMode="numeric"
          hint="365 keeps each report a year after upload, then removes the file (its verification code still answers). Leave empty to keep them until you delete them."
        />
        <FormField
          {...field("accessLogRetentionDays")}
          label="Keep the access log for (days)"
          inputMode="numeric"
          hint="Who at the lab opened a patient's data. 400 keeps each row a little over a year; older rows are removed."
        />
      </div>
    </Section>
  );
}
