import { Link } from "react-router";
import { useLocalePath, useT } from "../../i18n/use-t.ts";

export function Logo({ labName }: { labName: string }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <Link to={localePath("/")} className="flex items-center gap-2 font-bold text-brand-800" aria-label={t("layout.logoHome", { labName })}>
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#0f766e" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
      </svg>
      <span className="text-lg leading-tight">{labName}</span>
    </Link>
  );
}
