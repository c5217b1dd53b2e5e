import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers (README.md "Layout", server/README.md, app/README.md): each arrow may only point down the list.
 *   app/routes → app/components → app/lib → domain
 *   server → db, domain          db → domain          domain → nothing of ours
 * app/ reaches server/ for types only (the load context), and nothing imports e2e/ or test/
 * from production code. `npm run lint` fails on a crossing; eslint/layers.test.ts proves it.
 */
const OURS = ["./app", "./server", "./db", "./domain", "./scripts", "./bench", "./test", "./e2e"];
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];
/** The zones of the layers; a test file may also use the test harness in test/. */
export const layerZones = ({ isTest = false } = {}) => {
  const except = (...allowed) => OURS.filter((folder) => !allowed.includes(folder) && !(isTest && folder === "./test"));
  return [
    { target: "./domain", from: except("./domain"), message: "domain/ imports nothing of ours." },
    { target: "./db", from: except("./db", "./domain"), message: "db/ depends only on domain/." },
    {
      target: "./server",
      from: except("./server", "./db", "./domain"),
      message: "server/ depends only on db/ and domain/.",
    },
    {
      target: "./app",
      from: except("./app", "./domain", "./server"),
      message: "app/ depends only on domain/ (and server/ types).",
    },
    {
      target: "./app/lib",
      from: ["./app/components", "./app/routes"],
      message: "app/lib sits below components and routes.",
    },
    { target: "./app/components", from: ["./app/routes"], message: "app/components sits below routes." },
  ];
};

/** The resources of the API: one folder each under server/api. */
const RESOURCES = readdirSync(new URL("./server/api", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The server's inner layers (server/README.md): in each resource's folder
 *   <resource>.routes.ts → <resource>.service.ts → <resource>.repository.ts → db/
 * A route reaches only services (never a repository, db/ or Kysely); a repository is imported
 * only by the services and repositories of its own folder (one resource's queries, split by
 * audience, share its records) and by the jobs (seeding, shipped content); server/lib
 * holds pieces that know no resource. eslint/layers.test.ts proves each zone fires.
 */
export const serverZones = () => [
  {
    target: "./server/api/*/*.routes.ts",
    from: ["./server/api/*/*.repository.ts", "./db/**"],
    message: "A route calls its services only: queries belong in a repository, behind a service.",
  },
  ...RESOURCES.map((resource) => ({
    target: [
      "./server/*.ts",
      "./server/!(api|jobs)/**",
      `./server/api/!(${resource})/**`,
      `./server/api/${resource}/!(*.service|*.repository).ts`,
    ],
    from: `./server/api/${resource}/*.repository.ts`,
    message: `Only ${resource}'s own services (and the jobs) use its repository: ask its service.`,
  })),
  {
    target: "./server/lib/**",
    from: "./server/api/**",
    message: "server/lib knows no resource: take what it needs as arguments.",
  },
];

/** Syntax refused everywhere; app/ adds its own to these (a files block's list replaces the one before it). */
const RESTRICTED_SYNTAX = [
  {
    selector: "MemberExpression[object.name='localStorage'][property.name=/admin|auth|session|token/i]",
    message: "No auth state in the browser (SPEC §6).",
  },
];

/**
 * The server renders with React and the browser hydrates with Preact (issue 24): their useId()
 * strings differ and hydration keeps the server's attributes, so a label or aria-* tie with one
 * end drawn by the server and the other after hydration points at an id no element has. Ids are
 * named instead, from what both sides know: a field's name, a prop, a record's id.
 */
const USE_ID_MESSAGE =
  "useId differs between the server (React) and the browser (Preact); derive ids from names or props";
/** Why a route reads its page's address from `url` (see the rule below). */
const PAGE_ADDRESS_MESSAGE =
  "request.url is the data request's own address (/hi.data for /hi): read the page's address from the loader's or action's `url` argument";
/** Why the formatters every page runs as it comes to life make no Intl object (the rule below). */
const NO_INTL_MESSAGE =
  "A page's first Intl object loads ICU's data in one long task (issue 38 §1): write numbers with domain/indian-numbers.ts.";
/** What preact/compat does not have (docs/decisions/2026-11-25-preact-in-the-browser.md). */
const NOT_IN_COMPAT =
  "The browser runs preact/compat, which has no such export (docs/decisions/2026-11-25-preact-in-the-browser.md).";
const REACT_NOT_IN_COMPAT = ["useActionState", "useOptimistic"];
const REACT_DOM_NOT_IN_COMPAT = [
  "useFormStatus",
  "requestFormReset",
  "preload",
  "preinit",
  "preinitModule",
  "preloadModule",
  "preconnect",
  "prefetchDNS",
];
/** The same, reached through a namespace: `React.useOptimistic`, `ReactDOM.preload`. */
const NOT_IN_COMPAT_MEMBER = {
  selector: `MemberExpression[object.name=/^React(DOM)?$/][property.name=/^(${[...REACT_NOT_IN_COMPAT, ...REACT_DOM_NOT_IN_COMPAT].join("|")})$/]`,
  message: NOT_IN_COMPAT,
};

export default tseslint.config(
  { ignores: ["build/", "data/", ".react-router/", "node_modules/", "eslint/fixtures/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "no-restricted-syntax": ["error", ...RESTRICTED_SYNTAX],
      "import-x/no-restricted-paths": ["error", { zones: [...layerZones(), ...serverZones()] }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["server/api/*/*.routes.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "kysely", message: "A route calls its services only: no queries here." }] },
      ],
    },
  },
  { files: TESTS, rules: { "import-x/no-restricted-paths": ["error", { zones: layerZones({ isTest: true }) }] } },
  {
    // Issue 33 §2: no source file of app/ or server/ over 500 lines, counted as `wc -l` counts
    // them; a longer one is two things, split where it has a seam. Tests, fixtures and the message
    // texts (one table of words a part of the site) may run longer.
    files: ["{app,server}/**/*.{js,mjs,cjs,ts,tsx}"],
    ignores: [...TESTS, "**/*.fixture.{ts,tsx}", "app/i18n/messages/**"],
    rules: { "max-lines": ["error", { max: 500, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Issue 38 §1: a page's first Intl object loads ICU's data, one long task; the prices and the
    // messages every page formats as it comes to life write Intl's output by hand instead.
    files: ["domain/indian-numbers.ts", "domain/pricing.ts", "domain/message-format.ts"],
    rules: {
      "no-restricted-globals": ["error", { name: "Intl", message: NO_INTL_MESSAGE }],
      "no-restricted-syntax": [
        "error",
        ...RESTRICTED_SYNTAX,
        { selector: "MemberExpression[property.name=/^(toLocale\\w*|localeCompare)$/]", message: NO_INTL_MESSAGE },
      ],
    },
  },
  {
    // The web app may name the server's types (the load context), never its code; and it makes
    // no id with useId (USE_ID_MESSAGE), imported by name, with the namespace or as React.useId.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "react", importNames: ["useId"], message: USE_ID_MESSAGE },
            { name: "react", importNames: REACT_NOT_IN_COMPAT, message: NOT_IN_COMPAT },
            { name: "react-dom", importNames: REACT_DOM_NOT_IN_COMPAT, message: NOT_IN_COMPAT },
          ],
          patterns: [{ regex: "(^|/)server/", allowTypeImports: true, message: "app/ may import server/ types only." }],
        },
      ],
      "no-restricted-syntax": [
        "error",
        ...RESTRICTED_SYNTAX,
        { selector: "MemberExpression[property.name='useId']", message: USE_ID_MESSAGE },
        NOT_IN_COMPAT_MEMBER,
      ],
    },
  },
  {
    // With v8_passThroughRequests a loader's or action's `request` is the request as it came: a
    // client-side navigation asks for "/hi.data", whose path is not the page's (localeOfPath read
    // it as English, issue 32). The page's address is the `url` argument, normalised.
    files: ["app/root.tsx", "app/routes/**/*.{ts,tsx}"],
    ignores: TESTS,
    rules: {
      "no-restricted-syntax": [
        "error",
        ...RESTRICTED_SYNTAX,
        { selector: "MemberExpression[property.name='useId']", message: USE_ID_MESSAGE },
        NOT_IN_COMPAT_MEMBER,
        { selector: "MemberExpression[object.name='request'][property.name='url']", message: PAGE_ADDRESS_MESSAGE },
      ],
    },
  },
);
