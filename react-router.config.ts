import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // React Router 8's behaviour, adopted ahead of the major (docs/decisions/2026-11-24-node-24-and-node-sqlite.md).
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    // Loaders read the normalised `url` argument; `request` is the request as it came.
    v8_passThroughRequests: true,
    // A data request for "/a/" is "/a/_.data"; the page cache reads it the same way (server/lib/page-routes.ts).
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
