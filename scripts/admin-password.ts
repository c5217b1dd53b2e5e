// npm run admin:password -- --username NAME [--password PASSWORD]
// Sets a new password (generated when none is given) and signs the admin out everywhere.
import { createStaffAccounts, generatePassword } from "../server/api/auth/staff-accounts.service.ts";
import { argument, type Command, openForCommand, runCommand } from "./cli.ts";

export const adminPassword: Command = async (io) => {
  const { db, config, close } = await openForCommand(io.env);
  const staffAccounts = createStaffAccounts(db);
  try {
    const username = io.argv.includes("--username")
      ? await argument(io, "username", { prompt: "" })
      : config.adminUsername;
    const given = io.argv.includes("--password") ? await argument(io, "password", { prompt: "" }) : undefined;
    const password = given ?? generatePassword();
    await staffAccounts.resetPassword(username, password);
    io.print(
      `Password of "${username}" changed; every session of it has ended.${given ? "" : `\nNew password (shown only this once): ${password}`}`,
    );
  } finally {
    await close();
  }
};

await runCommand(adminPassword, import.meta.url);
