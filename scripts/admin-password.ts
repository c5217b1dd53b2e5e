// npm run admin:password -- --username NAME [--password PASSWORD]
// Sets a new password (generated when none is given) and signs the admin out everywhere.
import { createAdminsService, generatePassword } from "../server/api/auth/admins.service.ts";
import { argument, openForCommand, runCommand } from "./cli.ts";

await runCommand(async () => {
  const { db, config, close } = await openForCommand();
  const admins = createAdminsService(db);
  try {
    const username = process.argv.includes("--username")
      ? await argument("username", { prompt: "" })
      : config.adminUsername;
    const given = process.argv.includes("--password") ? await argument("password", { prompt: "" }) : undefined;
    const password = given ?? generatePassword();
    await admins.resetPassword(username, password);
    console.log(`Password of "${username}" changed; every session of it has ended.${given ? "" : `\nNew password (shown only this once): ${password}`}`);
  } finally {
    await close();
  }
});
