import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // React Router 8's behaviour, adopted ahead of the major (docs/decisions/2026-11-24-node-24-and-node-sqlite.md).
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
