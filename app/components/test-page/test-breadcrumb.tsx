import { Link, useNavigate } from "react-router";
import { useLocalePath, useT } from "../../i18n/use-t.ts";
import { ChevronLeftIcon } from "../ui/icons.tsx";

/** Back on phones (one step back, or to the tests list when there is none), the breadcrumb on wider screens. */
export function TestBreadcrumb({ testName }: { testName: React.ReactNode }) {
  const navigate = useNavigate();
  const t = useT();
  const localePath = useLocalePath();
  return (
    <>
      <div className="flex items-center gap-2 py-3 md:hidden">
        <Link
          to={localePath("/tests")}
          onClick={(event) => {
            if (window.history.length > 1) {
              event.preventDefault();
              navigate(-1);
            }
          }}
          className="flex items-center gap-1 text-sm font-semibold text-brand-800"
        >
          <ChevronLeftIcon className="h-5 w-5" /> {t("catalogue.test.back")}
        </Link>
      </div>
      <nav aria-label={t("catalogue.breadcrumb.label")} className="hidden py-4 text-sm text-slate-700 md:block">
        <Link to={localePath("/")} className="underline">
          {t("catalogue.breadcrumb.home")}
        </Link>{" "}
        /{" "}
        <Link to={localePath("/tests")} className="underline">
          {t("catalogue.breadcrumb.tests")}
        </Link>{" "}
        / <span aria-current="page">{testName}</span>
      </nav>
    </>
  );
}
