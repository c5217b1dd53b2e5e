import type { FastifyBaseLogger } from "fastify";
import type { AdminSession, Login, PageSignIn } from "../domain/auth.ts";
import type { City } from "../domain/catalogue.ts";
import type { SecondFactorSignIn } from "../domain/second-factor.ts";
import type { Services } from "../server/services.ts";

declare module "react-router" {
  interface AppLoadContext {
    /** The same services the API uses; loaders call them directly, never our own HTTP API. */
    services: Services;
    cspNonce: string;
    /** The site's address (PUBLIC_ORIGIN): absolute URLs are built from it, never from the request. */
    publicOrigin: string;
    /** The visitor's city, read once by the server; the page cache is keyed on the same value. */
    city: City;
    /** The visitor's network address (behind a proxy: as TRUST_PROXY allows), for rate limits. */
    clientIp: string;
    /** The admin session of this request, or null. */
    getAdmin(): Promise<AdminSession | null>;
    /**
     * Signs in from the login page's form posted without scripts: the password, or the second
     * step's code; on success the session's cookies are on this request's answer.
     */
    signIn(step: Login | SecondFactorSignIn): Promise<PageSignIn>;
    /** Ends this request's admin session on the server (if any) and clears its cookie. */
    endSession(): Promise<void>;
    /**
     * The server's one logger, for this request: it cuts keys and mobile numbers out of
     * whatever it writes (server/lib/log-redaction.ts). Pages never use console.
     */
    log: FastifyBaseLogger;
  }
}

export {};
