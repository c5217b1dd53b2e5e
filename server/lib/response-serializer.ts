import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema.js";
import { z } from "zod";

/**
 * Writes each answer through its route's response schema, turned into JSON Schema for
 * fast-json-stringify: only the fields the schema names go out, so a column added to a row
 * cannot leak by accident. The zod schemas checked every value as they were written in
 * (requests, the seed); checking them again on the way out cost three quarters of the
 * throughput of GET /api/packages (bench/api.ts), so the way out only shapes.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  fastJson(z.toJSONSchema(schema, { io: "output", target: "draft-7", unrepresentable: "any" }) as object);
