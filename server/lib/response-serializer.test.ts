import { describe, expect, it } from "vitest";
import { z } from "zod";
import { HealthPackageSchema } from "../../domain/health-package.ts";
import { responseSerializerCompiler } from "./response-serializer.ts";

const serializerFor = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: "GET", url: "/x", httpStatus: "200" } as never) as (
    data: unknown,
  ) => string;

describe("the response serializer", () => {
  it("sends only the fields the response schema names", () => {
    const write = serializerFor(z.object({ username: z.string(), loginAt: z.string() }));
    const row = {
      username: "reception",
      loginAt: "2026-11-22T06:00:00.000Z",
      passwordHash: "$argon2id$…",
      sessionId: "s",
    };
    expect(JSON.parse(write(row))).toEqual({ username: "reception", loginAt: "2026-11-22T06:00:00.000Z" });
  });

  it("writes an entity whole, nulls and nested lists included", () => {
    const write = serializerFor(z.array(HealthPackageSchema));
    const pkg = {
      id: "p1",
      name: "Thyroid Care",
      description: "Thyroid tests",
      category: "women",
      price: 1999.5,
      discountedPrice: null,
      tests: [
        { name: "Thyroid Profile (T3, T4, TSH)", slug: "thyroid-profile" },
        { name: "Anti-TPO Antibodies", slug: null },
      ],
      isFeatured: false,
      hi: { name: "थायराइड केयर (Thyroid Care)" },
      imageId: null,
      imageUrl: null,
      isDeleted: false,
      deletedAt: null,
      createdAt: "2026-11-22T06:00:00.000Z",
      updatedAt: "2026-11-22T06:00:00.000Z",
      internalNote: "not for the client",
    };
    const { internalNote: _left, ...expected } = pkg;
    expect(JSON.parse(write([pkg]))).toEqual([expected]);
  });
});
