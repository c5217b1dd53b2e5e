import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SavedSettingsSchema, SettingsSchema } from "../../../domain/settings.ts";
import { refuse } from "../../lib/http-error.ts";
import type { Services } from "../../services.ts";

const tags = ["settings"];
const theSettings = { 200: SavedSettingsSchema };

export const settingsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services: { settings } },
) => {
  app.get(
    "/api/settings",
    {
      config: { access: "admin" },
      schema: { tags, summary: "Every setting of the lab (admin)", response: theSettings },
    },
    async () => settings.get(),
  );

  app.put(
    "/api/settings",
    {
      schema: {
        tags,
        summary: "Replace every setting; every page shows them at once",
        body: SettingsSchema,
        response: theSettings,
      },
    },
    async (request) => {
      const admin = await request.getAdmin();
      // The admin guard has already answered 401 without a session.
      if (!admin) throw refuse("SIGN_IN_REQUIRED");
      return settings.update(request.body, { by: admin.username });
    },
  );
};
