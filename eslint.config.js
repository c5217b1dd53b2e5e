import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers (STYLE.md "Boundaries"): each arrow may only point down the list.
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
    { target: "./server", from: except("./server", "./db", "./domain"), message: "server/ depends only on db/ and domain/." },
    { target: "./app", from: except("./app", "./domain", "./server"), message: "app/ depends only on domain/ (and server/ types)." },
    { target: "./app/lib", from: ["./app/components", "./app/routes"], message: "app/lib sits below components and routes." },
    { target: "./app/components", from: ["./app/routes"], message: "app/components sits below routes." },
  ];
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
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "no-restricted-syntax": [
        "error",
        { selector: "MemberExpression[object.name='localStorage'][property.name=/admin|auth|session|token/i]", message: "No auth state in the browser (SPEC §6)." },
      ],
      "import-x/no-restricted-paths": ["error", { zones: layerZones() }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  { files: TESTS, rules: { "import-x/no-restricted-paths": ["error", { zones: layerZones({ isTest: true }) }] } },
  {
    // The web app may name the server's types (the load context), never its code.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ regex: "(^|/)server/", allowTypeImports: true, message: "app/ may import server/ types only." }] },
      ],
    },
  },
);
