import type { AdminBookingDetail } from "../../../../domain/booking.ts";
import { ApiError, callApi } from "../../../lib/api-client.ts";
import { whatsappLink } from "../../../lib/contact-links.ts";
import { WhatsAppIcon } from "../../ui/icons.tsx";
import { useToast } from "../../ui/toast.tsx";
import { secondary } from "./payment-entry-parts.tsx";

/** The visit's receipt: printed (a PDF), or sent on WhatsApp to the booking's mobile unless it is erased. */
export function ReceiptActions({ booking }: { booking: Pick<AdminBookingDetail, "id" | "mobile" | "isErased"> }) {
  const notify = useToast();

  async function sendReceipt() {
    // Opened at once (a window opened after the call would be blocked), pointed at WhatsApp once the message exists.
    const tab = window.open("about:blank", "_blank");
    try {
      const { message } = await callApi<{ message: string }>(
        "GET",
        `/api/admin/bookings/${booking.id}/receipt/message`,
      );
      const href = whatsappLink(`91${booking.mobile}`, message);
      if (tab) tab.location.href = href;
      else window.location.href = href;
    } catch (caught) {
      tab?.close();
      notify("error", caught instanceof ApiError ? caught.message : "Failed to prepare the receipt message");
    }
  }

  return (
    <>
      <a href={`/api/admin/bookings/${booking.id}/receipt`} target="_blank" rel="noreferrer" className={secondary}>
        Print receipt
      </a>
      {!booking.isErased && (
        <button
          type="button"
          onClick={() => void sendReceipt()}
          className={`${secondary} border-[#1f7a4d] text-[#14532d]`}
        >
          <WhatsAppIcon className="h-4 w-4" /> Send receipt on WhatsApp
        </button>
      )}
    </>
  );
}
