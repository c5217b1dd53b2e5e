import type { PatientAccessLine } from "../../../domain/access-log.ts";
import { useT } from "../../i18n/use-t.ts";

/** One access as the page lists it: the role and time already in words in the page's language; null: the person was erased. */
export type LabAccess = {
  at: string;
  role: string;
  name: string;
  when: string;
  action: PatientAccessLine["action"];
  person: string | null;
};

/** Who at the lab opened the booking or its reports, newest first. */
export function LabAccessList({ accesses }: { accesses: LabAccess[] }) {
  const t = useT();
  return (
    <section aria-labelledby="access-heading" className="space-y-2">
      <h2 id="access-heading" className="text-lg font-semibold">
        {t("booking.manage.access")}
      </h2>
      {accesses.length === 0 ? (
        <p className="text-slate-800">{t("booking.manage.accessNone")}</p>
      ) : (
        <ul className="space-y-1 text-slate-800">
          {accesses.map((access, i) => (
            <li key={`${access.at}-${i}`}>
              {t("booking.manage.accessLine", {
                role: access.role,
                name: access.name,
                when: access.when,
                action: access.action,
                person: access.person ?? t("booking.manage.accessErased"),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
