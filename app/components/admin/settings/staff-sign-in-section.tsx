import { useT } from "../../../i18n/use-t.ts";
import { Section, type SectionProps } from "./settings-section.tsx";

/** How staff sign in: two-step sign-in asked of every account, not only the owner's and the desk's. */
export function StaffSignInSection({
  draft,
  errors,
  onSecondFactorForEveryone,
}: Omit<SectionProps, "set"> & { onSecondFactorForEveryone: (isOn: boolean) => void }) {
  const t = useT();
  return (
    <Section id="settings-staff-sign-in" title={t("account.settings.title")} description={t("account.settings.about")}>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={draft.secondFactorForEveryone}
          onChange={(event) => onSecondFactorForEveryone(event.currentTarget.checked)}
          aria-describedby="second-factor-for-everyone-hint"
          className="mt-1 h-4 w-4"
        />
        <span>
          <span className="font-medium text-slate-900">{t("account.settings.forEveryone")}</span>
          <span id="second-factor-for-everyone-hint" className="block text-sm text-slate-700">
            {t("account.settings.forEveryoneHint")}
          </span>
          {errors.secondFactorForEveryone && (
            <span className="block text-sm font-medium text-red-800">{errors.secondFactorForEveryone}</span>
          )}
        </span>
      </label>
    </Section>
  );
}
