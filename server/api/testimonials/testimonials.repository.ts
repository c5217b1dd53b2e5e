import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

export type Testimonial = { id: string; content: string; author: string; role: string };

export async function findTestimonials(db: Db): Promise<Testimonial[]> {
  return db.selectFrom("testimonials").select(["id", "content", "author", "role"]).orderBy("position").execute();
}
