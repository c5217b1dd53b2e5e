import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { InlineStylesheet } from "./lib/inline-stylesheet.tsx";
import { useNonce } from "./lib/nonce.tsx";
import { DiscountBadgesContext } from "./components/ui/price.tsx";

export const links: Route.LinksFunction = () => [
  // Built pages carry the stylesheet inline (InlineStylesheet); Vite's dev server serves it
  // as a file it can update in place.
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheet }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** What every page needs: the lab's settings, the visitor's city and whether staff are signed in. */
export async function loader({ context }: Route.LoaderArgs) {
  const [admin, site] = await Promise.all([context.getAdmin(), context.services.settings.getSite()]);
  return {
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

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        {import.meta.env.DEV ? null : <InlineStylesheet />}
        {/* Stylesheets are same-origin ('self'), so they need no nonce; an empty one keeps
            the server HTML and the hydrating client identical. */}
        <Links nonce="" />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <DiscountBadgesContext.Provider value={loaderData.site.showDiscountBadges}>
      <Outlet />
    </DiscountBadgesContext.Provider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-2xl p-6">
      <h1 className="text-2xl font-semibold">{isNotFound ? "Page not found" : "Something went wrong"}</h1>
      <p className="mt-2 text-slate-700">
        {isNotFound ? "We could not find that page. It may have moved." : "Please try again in a moment."}
      </p>
      <p className="mt-4">
        <a className="text-brand-700 underline" href="/">
          Go to the home page
        </a>
      </p>
    </main>
  );
}

