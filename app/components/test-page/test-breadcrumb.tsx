import { Link, useNavigate } from "react-router";
import { ChevronLeftIcon } from "../ui/icons.tsx";

/** Back on phones (one step back, or to the tests list when there is none), the breadcrumb on wider screens. */
export function TestBreadcrumb({ testName }: { testName: string }) {
  const navigate = useNavigate();
  return (
    <>
      <div className="flex items-center gap-2 py-3 md:hidden">
        <Link
          to="/tests"
          onClick={(event) => {
            if (window.history.length > 1) {
              event.preventDefault();
              navigate(-1);
            }
          }}
          className="flex items-center gap-1 text-sm font-semibold text-brand-800"
        >
          <ChevronLeftIcon className="h-5 w-5" /> Back
        </Link>
      </div>
      <nav aria-label="Breadcrumb" className="hidden py-4 text-sm text-slate-700 md:block">
        <Link to="/" className="underline">Home</Link> / <Link to="/tests" className="underline">Tests</Link> / <span aria-current="page">{testName}</span>
      </nav>
    </>
  );
}
