import { Link } from "react-router";
import { useLocalePath, useT } from "../../i18n/use-t.ts";

/**
 * The lab's mark and name, leading home. `compact` (the phone's header) gives way to the
 * buttons beside it: smaller, and the name wraps rather than pushing WhatsApp off a 390 px
 * screen (issue 32).
 */
export function Logo({ labName, compact = false }: { labName: string; compact?: boolean }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <Link
      to={localePath("/")}
      className={`flex items-center font-bold text-brand-800 ${compact ? "min-w-0 gap-1.5" : "gap-2"}`}
      aria-label={t("layout.logoHome", { labName })}
    >
      <svg viewBox="0 0 32 32" className={compact ? "h-7 w-7 shrink-0" : "h-8 w-8"} aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#0f766e" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
      </svg>
      <span className={compact ? "min-w-0 text-sm leading-tight [overflow-wrap:anywhere]" : "text-lg leading-tight"}>
        {labName}
      </span>
    </Link>
  );
}
