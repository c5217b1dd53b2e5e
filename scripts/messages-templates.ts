// npm run messages:templates [-- --lab-name "NAME"]
// Prints the text of every message the lab sends itself (issue 36), in English and Hindi, as the
// templates to submit: to Meta for WhatsApp (utility category, the name and language shown) and to
// the DLT portal for SMS. Variables are numbered {{1}}, {{2}}… in the order the site fills them.
import { LOCALES } from "../domain/locale.ts";
import { MESSAGE_KINDS, MESSAGE_TEMPLATES, templateName, templateSubmission } from "../domain/outbox.ts";
import { loadConfig } from "../server/config.ts";
import { argument, type Command, runCommand } from "./cli.ts";

export const messagesTemplates: Command = async (io) => {
  const config = loadConfig(io.env);
  // The lab's name is fixed text of each template: it must be the name the lab's settings show.
  const labName = io.argv.includes("--lab-name") ? await argument(io, "lab-name", { prompt: "" }) : config.site.labName;
  const prefix = config.messages.channel === "whatsapp" ? config.messages.whatsapp.templatePrefix : "labfront_";
  const blocks = MESSAGE_KINDS.flatMap((kind) =>
    LOCALES.map((locale) =>
      [
        `${templateName(prefix, kind)} · language ${locale} · category utility`,
        templateSubmission(labName, kind, locale),
        `Variables: ${MESSAGE_TEMPLATES[kind].variables.map((name, i) => `{{${i + 1}}} ${name}`).join(", ")}`,
      ].join("\n"),
    ),
  );
  io.print(blocks.join("\n\n"));
};

await runCommand(messagesTemplates, import.meta.url);
