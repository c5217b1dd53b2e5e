import { readFileSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const importsZod = (id: string) => /from "zod"/.test(readFileSync(id.split("?")[0], "utf8"));

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 2 },
            {
              name: "site",
              test: (id) => /[\\/](app|domain)[\\/]/.test(id) && !/[\\/]admin/.test(id) && /\.tsx?$/.test(id.split("?")[0]) && !importsZod(id),
              minShareCount: 3,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
