import { useLayoutEffect, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import { DEFAULT_CITY, type City } from "../../../domain/catalogue.ts";
import { DESKTOP_RESULT_LIMIT, resultPriceIn, type SearchResult } from "../../../domain/search.ts";
import { formatRupees } from "../../../domain/pricing.ts";
import { SearchIcon } from "../ui/icons.tsx";
import { useTypedBeforeScripts } from "../../lib/typed-before-scripts.ts";
import { useLocalePath, useT } from "../../i18n/use-t.ts";
import type { MessageKey } from "../../i18n/namespaces.ts";
import { type SearchSource, siteSearch, useSearch } from "./use-search.ts";

const MOBILE_RESULT_LIMIT = 20;

type Props = {
  /**
   * Where the box is, unique on the page: "search-header", "search-home". Its input is
   * `${id}-input`, its list of results `${id}-list`: the header's box and the home page's are
   * on one page.
   */
  id: string;
  variant: "desktop" | "mobile";
  /** Where results come from; tests pass their own catalogue. */
  source?: SearchSource;
  /** The box's hint, in the page's language; the layout's own by default. */
  placeholder?: string;
  /** The visitor's city: results show its price, like every card. */
  city?: City;
};

/**
 * The search box of SPEC §5 as an ARIA combobox. Without JavaScript it is a plain GET
 * form to /tests?q=…, which searches on the server.
 */
export function SearchBox({ id, variant, source = siteSearch, placeholder, city = DEFAULT_CITY }: Props) {
  const t = useT();
  const localePath = useLocalePath();
  const [query, setQuery] = useState("");
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const navigate = useNavigate();
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = `${id}-list`;
  const optionId = (i: number) => `${listId}-option-${i}`;

  const limit = variant === "desktop" ? DESKTOP_RESULT_LIMIT : MOBILE_RESULT_LIMIT;
  const { results, status, load } = useSearch(query, limit, source, t.locale);
  const hasQuery = query.trim() !== "";
  const showPanel = isOpen && hasQuery;

  useTypedBeforeScripts(inputRef, (typed) => {
    load();
    setQuery(typed);
    setIsOpen(document.activeElement === inputRef.current && typed.trim() !== "");
  });

  // Listening from the frame the panel opens in (a layout effect): Preact runs plain effects
  // after the next paint, and a tap outside that came first would leave the panel open.
  useLayoutEffect(() => {
    if (!isOpen) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () => document.removeEventListener("pointerdown", closeOnOutsideClick);
  }, [isOpen]);

  function close() {
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function choose(result: SearchResult) {
    setQuery("");
    close();
    inputRef.current?.blur();
    navigate(result.url);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setIsOpen(true);
        setActiveIndex((i) => (results.length === 0 ? -1 : Math.min(i + 1, results.length - 1)));
        break;
      case "ArrowUp":
        event.preventDefault();
        setActiveIndex((i) => Math.max(i - 1, 0));
        break;
      case "Enter":
        if (showPanel && activeIndex >= 0 && results[activeIndex]) {
          event.preventDefault();
          choose(results[activeIndex]);
        } else {
          // Nothing highlighted: the form submits to /tests?q=…, every test and package that
          // matches, never a silent guess at the first one.
          close();
        }
        break;
      case "Escape":
        if (isOpen) {
          event.preventDefault();
          close();
        } else {
          setQuery("");
        }
        break;
    }
  }

  const isMobile = variant === "mobile";
  return (
    <div ref={containerRef} className="relative w-full">
      {isMobile && showPanel && (
        // A tap on the dimmed page closes the results (SPEC §5, mobile).
        <div
          aria-hidden="true"
          data-testid="search-backdrop"
          className="fixed inset-0 z-30 bg-slate-900/40"
          onClick={close}
        />
      )}
      <Form method="get" action={localePath("/tests")} role="search" className="relative z-40">
        <label htmlFor={`${id}-input`} className="sr-only">
          {t("layout.search.label")}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500" />
        <input
          ref={inputRef}
          id={`${id}-input`}
          name="q"
          // A text input: ARIA allows the combobox role on it, not on type="search"; the
          // phone still shows its search key (inputMode, enterKeyHint).
          type="text"
          inputMode="search"
          role="combobox"
          aria-expanded={showPanel}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showPanel && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={placeholder ?? t("layout.search.placeholder")}
          value={query}
          onFocus={load}
          onChange={(event) => {
            load();
            setQuery(event.target.value);
            setActiveIndex(-1);
            setIsOpen(event.target.value.trim() !== "");
          }}
          onKeyDown={onKeyDown}
          className="h-11 w-full rounded-full border border-slate-300 bg-white pr-10 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700"
        />
        {hasQuery && (
          <button
            type="button"
            aria-label={t("layout.search.clear")}
            onClick={() => {
              setQuery("");
              close();
              inputRef.current?.focus();
            }}
            className="absolute top-1/2 right-2 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-xl leading-none text-slate-600 hover:bg-slate-100"
          >
            ×
          </button>
        )}
        <div
          id={listId}
          role="listbox"
          aria-label={t("layout.search.results")}
          hidden={!showPanel}
          className="absolute top-full right-0 left-0 z-40 mt-2 max-h-[70vh] overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 text-left shadow-lg"
        >
          {showPanel &&
            results.map((result, i) => (
              <div
                key={result.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === activeIndex}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => choose(result)}
                onMouseMove={() => setActiveIndex(i)}
                className={`cursor-pointer rounded-lg px-3 py-2 ${i === activeIndex ? "bg-brand-50" : ""}`}
              >
                <span className="flex items-baseline justify-between gap-3">
                  <span className="font-medium text-slate-900">{result.name}</span>
                  <span className="shrink-0 text-sm font-semibold text-slate-800">
                    {formatRupees(resultPriceIn(result, city))}
                  </span>
                </span>
                <span className="line-clamp-1 block text-sm text-slate-600">{result.description}</span>
                <span className="block text-xs font-medium text-brand-800">
                  {result.kind === "package"
                    ? t("layout.search.package")
                    : t(`common.category.${result.category}` as MessageKey)}
                </span>
              </div>
            ))}
          {showPanel && results.length === 0 && (
            <p role="status" className="px-3 py-3 text-sm text-slate-700">
              {status === "ready"
                ? t("layout.search.noResults", { query: query.trim() })
                : status === "failed"
                  ? t("layout.search.unavailable")
                  : t("layout.search.searching")}
            </p>
          )}
        </div>
      </Form>
    </div>
  );
}
