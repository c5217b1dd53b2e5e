import type { Command } from "../scripts/cli.ts";

/** How a command that failed ended: what it would have written to stderr, and exit 1. */
export class CommandFailed extends Error {
  readonly code = 1;
  readonly stderr: string;
  readonly stdout: string;

  constructor(stderr: string, stdout: string) {
    super(stderr);
    this.stderr = stderr;
    this.stdout = stdout;
  }
}

/**
 * Runs a command of scripts/ in this process, as `npm run` would with `args` and the variables
 * of `env` (and nothing else from this process's environment): resolves with what it printed,
 * rejects with a CommandFailed carrying the message it would have ended on. The tests that are
 * about the process itself (exit code, a wrong variable at start) still spawn it.
 */
export async function runInProcess(
  command: Command,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ stdout: string }> {
  let stdout = "";
  try {
    await command({ argv: args, env, print: (line) => (stdout += `${line}\n`) });
  } catch (error) {
    throw new CommandFailed(error instanceof Error ? error.message : String(error), stdout);
  }
  return { stdout };
}
