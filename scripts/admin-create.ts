// npm run admin:create -- --username NAME [--password PASSWORD]
// Creates an admin account. Without a password, a strong one is generated and shown once.
import { createAdminsService, generatePassword } from "../server/api/auth/admins.service.ts";
import { argument, type Command, openForCommand, runCommand } from "./cli.ts";

export const adminCreate: Command = async (io) => {
  const { db, close } = await openForCommand(io.env);
  const admins = createAdminsService(db);
  try {
    const username = await argument(io, "username", { fromEnv: "ADMIN_USERNAME", prompt: "Username: " });
    const given = io.argv.includes("--password") ? await argument(io, "password", { prompt: "" }) : undefined;
    const password = given ?? generatePassword();
    await admins.create(username, password);
    io.print(`Admin "${username}" created.${given ? "" : `\nPassword (shown only this once): ${password}`}`);
  } finally {
    await close();
  }
};

await runCommand(adminCreate, import.meta.url);
