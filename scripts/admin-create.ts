// npm run admin:create -- --username NAME [--role ROLE] [--name "DISPLAY NAME"] [--password PASSWORD]
// Creates a staff account (role: owner, desk, lab, content or collector; owner unless said).
// Without a password, a strong one is generated and shown once.
import { NewStaffAccountSchema } from "../domain/staff-accounts.ts";
import { issueText } from "../domain/refusals.ts";
import { createStaffAccounts, generatePassword } from "../server/api/auth/staff-accounts.service.ts";
import { argument, type Command, openForCommand, runCommand } from "./cli.ts";

export const adminCreate: Command = async (io) => {
  const { db, close } = await openForCommand(io.env);
  const staffAccounts = createStaffAccounts(db);
  try {
    const username = await argument(io, "username", { fromEnv: "ADMIN_USERNAME", prompt: "Username: " });
    const given = io.argv.includes("--password") ? await argument(io, "password", { prompt: "" }) : undefined;
    const role = io.argv.includes("--role") ? await argument(io, "role", { prompt: "" }) : "owner";
    const displayName = io.argv.includes("--name") ? await argument(io, "name", { prompt: "" }) : username;
    const parsed = NewStaffAccountSchema.safeParse({ username, displayName, role });
    if (!parsed.success)
      throw new Error(
        parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issueText("en", issue)}`).join("\n"),
      );
    const password = given ?? generatePassword();
    await staffAccounts.createWithPassword(parsed.data, password);
    io.print(
      `Account "${parsed.data.username}" (${parsed.data.role}) created.${given ? "" : `\nPassword (shown only this once): ${password}`}`,
    );
  } finally {
    await close();
  }
};

await runCommand(adminCreate, import.meta.url);
