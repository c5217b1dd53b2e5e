import { useState } from "react";
import type { AdminShareLink } from "../../../../domain/report.ts";
import { formatLongDate } from "../../../../domain/report-rules.ts";

/** A share link just made: the address to copy, how long it works, and the patient's WhatsApp with the message. */
export function ShareLinkMade({ id, link, whatsappHref }: { id: string; link: AdminShareLink; whatsappHref: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied("Link copied");
    } catch {
      setCopied("Select the link and copy it");
    }
  }
  return (
    <div className="mt-2 rounded-lg bg-slate-50 p-2">
      <label htmlFor={id} className="block text-sm text-slate-700">
        Share link (works until {formatLongDate(link.expiresAt)})
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={link.url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-2 py-1 text-sm"
        />
        <button
          type="button"
          onClick={() => void copy()}
          className="rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-800"
        >
          Copy
        </button>
        <a
          href={whatsappHref}
          target="_blank"
          rel="noreferrer"
          className="rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-800"
        >
          Open in WhatsApp
        </a>
      </div>
      <p role="status" className="mt-1 text-sm text-slate-800">
        {copied}
      </p>
    </div>
  );
}
