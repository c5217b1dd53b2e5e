import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { newId } from "./ids.ts";

/**
 * A background job (the hourly housekeeping) runs on one app process at a time: the process
 * that takes the job's lease row runs it; the others skip that turn. A lease expires after
 * `ttlMs`, so a process that dies while holding one holds up the job only that long.
 */
export type LeasedRun<T> = { ran: true; result: T } | { ran: false };

export function createJobLeases(db: Kysely<Database>) {
  /** This process, as a lease's holder. */
  const holder = newId(16);

  /** Takes the lease when it is free or expired, in one statement; false when another process holds it. */
  async function take(name: string, ttlMs: number): Promise<boolean> {
    const at = new Date();
    const taken = await db
      .insertInto("job_leases")
      .values({ name, holder, expires_at: new Date(at.getTime() + ttlMs).toISOString() })
      .onConflict((conflict) =>
        conflict
          .column("name")
          .doUpdateSet((eb) => ({ holder: eb.ref("excluded.holder"), expires_at: eb.ref("excluded.expires_at") }))
          .where("job_leases.expires_at", "<=", at.toISOString()),
      )
      .returning("holder")
      .executeTakeFirst();
    return taken?.holder === holder;
  }

  return {
    /** Runs `job` if this process gets its lease, and gives the lease back afterwards. */
    async run<T>(name: string, ttlMs: number, job: () => Promise<T>): Promise<LeasedRun<T>> {
      if (!(await take(name, ttlMs))) return { ran: false };
      try {
        return { ran: true, result: await job() };
      } finally {
        await db.deleteFrom("job_leases").where("name", "=", name).where("holder", "=", holder).execute();
      }
    },
  };
}
