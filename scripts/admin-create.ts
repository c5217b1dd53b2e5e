// npm run admin:create -- --username NAME [--password PASSWORD]
// Creates an admin account. Without a password, a strong one is generated and shown once.
import { createAdminsService, generatePassword } from "../server/api/auth/admins.service.ts";
import { argument, openForCommand, runCommand } from "./cli.ts";

await runCommand(async () => {
  const { db, close } = await openForCommand();
  const admins = createAdminsService(db);
  try {
    const username = await argument("username", { env: "ADMIN_USERNAME", prompt: "Username: " });
    const given = process.argv.includes("--password") ? await argument("password", { prompt: "" }) : undefined;
    const password = given ?? generatePassword();
    await admins.create(username, password);
    console.log(`Admin "${username}" created.${given ? "" : `\nPassword (shown only this once): ${password}`}`);
  } finally {
    await close();
  }
});
