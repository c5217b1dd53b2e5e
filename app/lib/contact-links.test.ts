import { describe, expect, it } from "vitest";
import { bookTestMessage } from "../../domain/whatsapp-messages.ts";
import { whatsappLink } from "./contact-links.ts";

describe("a WhatsApp link", () => {
  it("puts the Hindi text in the link, encoded", () => {
    const link = whatsappLink("+91 98765 43210", bookTestMessage("सीबीसी", "hi"));
    expect(link.startsWith("https://wa.me/919876543210?text=")).toBe(true);
    expect(decodeURIComponent(link.split("text=")[1])).toBe("नमस्ते, मुझे यह टेस्ट बुक करना है: सीबीसी");
  });
});
