import type { AdminSession } from "../domain/auth.ts";
import type { Services } from "../server/services.ts";

declare module "react-router" {
  interface AppLoadContext {
    /** The same services the API uses; loaders call them directly, never our own HTTP API. */
    services: Services;
    cspNonce: string;
    /** The admin session of this request, or null. */
    getAdmin(): Promise<AdminSession | null>;
  }
}

export {};
