import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema.js";
import { z } from "zod";

/**
 * Writes each answer through its route's response schema, turned into JSON Schema for
 * fast-json-stringify: only the fields the schema names go out, so a column added to a row
 * cannot leak by accident. The zod schemas checked every value as they were written in
 * (requests, the seed); checking them again on the way out cost three quarters of the
 * throughput of GET /api/packages (bench/api.ts), so the way out only shapes.
 *
 * The catalogue cache hands every request the same objects until the catalogue changes, and
 * they are never modified (docs/decisions/2026-11-20-catalogue-read-cache.md), so each route
 * remembers the JSON it wrote for an object as long as the object lives: a cached list is
 * written once, not once per request.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  // Compiled on the route's first answer, not as the site starts: a process answers through a
  // few of its routes, and compiling every route's writer took about half a CPU-second of each
  // start (docs/performance.md, 2026-11-29).
  let write: ((data: unknown) => string) | undefined;
  const written = new WeakMap<object, string>();
  return (data: unknown) => {
    write ??= writerOf(schema);
    if (typeof data !== "object" || data === null) return write(data);
    let json = written.get(data);
    if (json === undefined) written.set(data, (json = write(data)));
    return json;
  };
};

/**
 * Each schema's writer, made once per process: a zod schema never changes, so the routes that
 * answer with one share its writer. A server builds one site, so it only compiles fewer; the
 * tests build many sites in one process, and each had paid about half a CPU-second compiling
 * every route's writer again (docs/performance.md, 2026-11-28 (night)).
 */
const writers = new WeakMap<z.ZodType, (data: unknown) => string>();

function writerOf(schema: z.ZodType): (data: unknown) => string {
  let write = writers.get(schema);
  if (!write) {
    write = fastJson(z.toJSONSchema(schema, { io: "output", target: "draft-7", unrepresentable: "any" }) as object);
    writers.set(schema, write);
  }
  return write;
}
