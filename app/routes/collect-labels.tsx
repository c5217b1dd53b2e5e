import { data, Link, redirect } from "react-router";
import { LabelRequestSchema } from "../../domain/collect.ts";
import { localeOfPath, pathIn } from "../../domain/locale.ts";
import { refusalText } from "../../domain/refusals.ts";
import type { LabelFormError } from "../components/collect/sample-labels.tsx";
import { messagesFor } from "../i18n/messages.server.ts";
import { metaTranslator, useT } from "../i18n/use-t.ts";
import { requireStaff } from "../lib/admin.server.ts";
import { firstIssueByField, isServiceRefusal } from "../lib/form-errors.ts";
import type { PageAccess } from "../lib/page-access.ts";
import type { Route } from "./+types/collect-labels";

// The collector's sample labels (issue 35, "Sample labels"): the forms of each tube on /collect
// (app/components/collect/sample-labels.tsx) post here, /collect/labels or /hi/collect/labels.
// A label linked or undone goes back to the day's list; a refusal comes back in words beside the
// tube (the form is a fetcher's) or, without JavaScript, on this page with the way back.
export const access: PageAccess = "work-own-visits";

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches, location);
  return [{ title: t("labels.refusedTitle") }, { name: "robots", content: "noindex" }];
}

// Read after the action too (a form sent without JavaScript): the page's words, nothing more.
export async function loader({ url, context }: Route.LoaderArgs) {
  await requireStaff(url, context, access);
  return { messages: messagesFor(localeOfPath(url.pathname), "labels") };
}

export async function action({ url, request, context }: Route.ActionArgs) {
  const admin = await requireStaff(url, context, access);
  const locale = localeOfPath(url.pathname);
  const form = Object.fromEntries(
    [...(await request.formData())].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const bookingId = form.bookingId ?? "";
  const tube = form.tube ?? "";
  const refused = (message: string, status: number) =>
    data({ error: { tube, message } satisfies LabelFormError }, { status });
  try {
    if (form.intent === "undo-label") {
      await context.services.collect.undoLabel(bookingId, form.labelId ?? "", admin);
    } else {
      const parsed = LabelRequestSchema.safeParse(form);
      if (!parsed.success) {
        const [[, message]] = Object.entries(firstIssueByField(parsed.error.issues, locale));
        return refused(message, 400);
      }
      await context.services.collect.linkLabel(bookingId, parsed.data, admin);
    }
  } catch (error) {
    if (!isServiceRefusal(error)) throw error;
    return refused(refusalText(locale, error.code, error.values), error.statusCode);
  }
  return redirect(pathIn(locale, "/collect"));
}

/** Without JavaScript, a refused label lands here: the words, and the way back to the list. */
export default function CollectLabels({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main lang={t.locale} className="mx-auto min-h-screen max-w-md bg-slate-100 px-3 pt-6">
      <h1 className="text-2xl font-bold text-slate-900">{t("labels.refusedTitle")}</h1>
      {actionData?.error && (
        <p role="alert" className="mt-3 text-lg font-semibold text-red-800">
          {actionData.error.message}
        </p>
      )}
      <Link
        to={pathIn(t.locale, "/collect")}
        className="mt-4 flex min-h-12 items-center justify-center rounded-xl bg-brand-700 px-4 text-base font-semibold text-white"
      >
        {t("labels.back")}
      </Link>
    </main>
  );
}
