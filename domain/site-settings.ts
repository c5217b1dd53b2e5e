/**
 * The lab's contact details. They come from configuration (SPEC §1), never from
 * components, and this is the whole of what the browser is told about the server's
 * settings.
 */
export type SiteSettings = {
  labName: string;
  phone: string;
  phoneAlt: string | null;
  /** Digits only, with country code, as wa.me expects. */
  whatsappNumber: string;
  email: string;
  addresses: string[];
  hours: string;
};
