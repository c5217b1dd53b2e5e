import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { InlineStylesheet } from "./lib/inline-stylesheet.tsx";
import { ScrollRestoration } from "./lib/scroll-restoration.tsx";
import { useNonce } from "./lib/nonce.tsx";
import { DiscountBadgesContext } from "./components/ui/price.tsx";
import { LOCALE_TAG, localeOfPath } from "../domain/locale.ts";
import { messagesFor } from "./i18n/messages.server.ts";
import { useLocale } from "./i18n/use-t.ts";

export const links: Route.LinksFunction = () => [
  // Built pages carry the stylesheet inline (InlineStylesheet); Vite's dev server serves it
  // as a file it can update in place.
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheet }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** What every page needs: the lab's settings, the visitor's city and whether staff are signed in. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const [admin, site] = await Promise.all([context.getAdmin(), context.services.settings.getSite()]);
  return {
    messages: messagesFor(localeOfPath(url.pathname), "common"),
    site,
    city: context.city,
    adminUsername: admin?.username ?? null,
    origin: context.publicOrigin,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The root loader's data from any route (null only while the root itself failed). */
export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("useRootData outside the root route");
  return data;
}

/**
 * The document's <html>: rendered on the server; in the browser, Preact hydrates into
 * document.documentElement itself (docs/decisions/2026-11-25-preact-in-the-browser.md), so the
 * root renders only its head and body there and keeps `lang` in step with the page's language.
 */
function Html({ lang, children }: { lang: string; children: React.ReactNode }) {
  useEffect(() => {
    // Only a change: setting `lang`, even to the value it has, makes the browser match every
    // element's :lang() again, a recalculation of the whole page's style as it comes to life.
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [lang]);
  return typeof document === "undefined" ? <html lang={lang}>{children}</html> : <>{children}</>;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const locale = useLocale();
  return (
    <Html lang={LOCALE_TAG[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        {/* Stylesheets are same-origin ('self'), so they need no nonce; an empty one keeps
            the server HTML and the hydrating client identical. */}
        <Links nonce="" />
        <Meta />
        {/* <head> in the order React's server sends it (each <meta>, <title> and <link>, then
            the JSON-LD, then this): the browser's first re-render would otherwise move what
            is out of place, and moving the stylesheet restyles the whole page. */}
        {import.meta.env.DEV ? null : <InlineStylesheet />}
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <ServerScripts nonce={nonce} />
      </body>
    </Html>
  );
}

/**
 * React Router's scripts, in the server's HTML only. The server takes their module preloads out of
 * a public page (lib/deferred-scripts.server.ts), so the browser's first render of `<Scripts>`,
 * which has them, differed from the HTML it hydrated. The browser renders none of it: by the time
 * it renders, those tags have done their work, and React Router renders nothing for them after the
 * first hydration anyway. The server's tags are then simply let go.
 */
function ServerScripts({ nonce }: { nonce: string | undefined }) {
  return typeof document === "undefined" ? <Scripts nonce={nonce} /> : null;
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <DiscountBadgesContext.Provider value={loaderData.site.showDiscountBadges}>
      <Outlet />
    </DiscountBadgesContext.Provider>
  );
}

// The root's own failure page has no loader data to take messages from, so it carries its few words itself.
const ROOT_FAILURE = {
  en: {
    notFound: "Page not found",
    notFoundText: "We could not find that page. It may have moved.",
    failed: "Something went wrong",
    failedText: "Please try again in a moment.",
    home: "Go to the home page",
  },
  hi: {
    notFound: "पेज नहीं मिला",
    notFoundText: "यह पेज हमें नहीं मिला। हो सकता है इसका पता बदल गया हो।",
    failed: "कुछ गड़बड़ हो गई",
    failedText: "कृपया थोड़ी देर में फिर से कोशिश करें।",
    home: "होम पेज पर जाएं",
  },
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const locale = useLocale();
  const words = ROOT_FAILURE[locale];
  return (
    <main className="mx-auto max-w-2xl p-6">
      <h1 className="text-2xl font-semibold">{isNotFound ? words.notFound : words.failed}</h1>
      <p className="mt-2 text-slate-700">{isNotFound ? words.notFoundText : words.failedText}</p>
      <p className="mt-4">
        <a className="text-brand-700 underline" href={locale === "hi" ? "/hi" : "/"}>
          {words.home}
        </a>
      </p>
    </main>
  );
}
