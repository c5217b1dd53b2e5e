import { localeOfPath, pathIn } from "../../domain/locale.ts";
import { messageTextsFor } from "../i18n/messages.server.ts";
import type { PageAccess } from "../lib/page-access.ts";
import type { Route } from "./+types/collect-manifest";

// The collector's day as an app on the phone's home screen (issue 35): one manifest per language,
// each opening and covering its own list (/collect or /hi/collect) and nothing else of the site.
// Linked from the list pages alone; it names no one, so anyone may read it.
export const access: PageAccess = "public";

/** The site's brand (app/app.css): the bar in brand-700 teal over the list's slate-100. */
const THEME_COLOUR = "#0f766e";
const BACKGROUND_COLOUR = "#f1f5f9";

export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const messages = messageTextsFor(locale, "collect");
  const list = pathIn(locale, "/collect");
  const manifest = {
    id: list,
    name: messages["collect.app.name"],
    short_name: messages["collect.app.shortName"],
    lang: locale === "hi" ? "hi-IN" : "en-IN",
    start_url: list,
    scope: list,
    display: "standalone",
    orientation: "portrait",
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [192, 512].map((size) => ({
      src: `/collect-icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose: "any",
    })),
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "content-type": "application/manifest+json; charset=utf-8" },
  });
}
