import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SettingsSchema, StaffSettingsSchema } from "../../../domain/settings.ts";
import { requireStaff } from "../../plugins/admin-guard.ts";
import type { Services } from "../../services.ts";

const tags = ["settings"];
const theSettings = { 200: StaffSettingsSchema };

export const settingsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services: { settings } },
) => {
  app.get(
    "/api/settings",
    {
      config: { access: "edit-settings" },
      schema: { tags, summary: "Every setting of the lab (admin)", response: theSettings },
    },
    async () => settings.getForStaff(),
  );

  app.put(
    "/api/settings",
    {
      config: { access: "edit-settings" },
      schema: {
        tags,
        summary: "Replace every setting; every page shows them at once",
        body: SettingsSchema,
        response: theSettings,
      },
    },
    async (request) => settings.update(request.body, { by: (await requireStaff(request)).username }),
  );
};
