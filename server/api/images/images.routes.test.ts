import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { crc32, createDeflate } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "../../../domain/images.ts";
import { createTestApp, multipart, pngOf, snapshot, type TestApp, testDialects } from "../../../test/test-app.ts";

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of exactly `size` bytes: a small image plus a private chunk decoders skip. */
async function pngOfExactSize(size: number): Promise<Buffer> {
  const png = await pngOf(32, 32);
  const iend = png.subarray(png.length - 12);
  const padding = size - png.length - 12; // chunk length, type and CRC take 12 bytes
  return Buffer.concat([png.subarray(0, png.length - 12), pngChunk("prVt", Buffer.alloc(padding)), iend]);
}

/** A real 14000×14000 PNG (196 megapixels) that deflates to well under a megabyte. */
async function pngBomb(side = 14_000): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => parts.push(chunk));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const row = Buffer.alloc(side + 1); // filter byte + pixels, all zero
  for (let y = 0; y < side; y++) if (!deflate.write(row)) await new Promise((r) => deflate.once("drain", r));
  deflate.end();
  await done;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", Buffer.concat(parts)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer };

/** A multipart/form-data body of several parts, in order, as a hand-made form could send. */
function formData(parts: Part[]) {
  const boundary = `----labfront${randomBytes(8).toString("hex")}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      "filename" in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: image/png\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`,
    ),
    "filename" in part ? part.data : Buffer.from(part.value),
    Buffer.from("\r\n"),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(testDialects())("images API on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;

  const upload = (bytes: Buffer, filename = "photo.png", field = "file", type = "image/png") => {
    const { payload, headers } = multipart(bytes, filename, field, type);
    return t.app.inject({ method: "POST", url: "/api/images", headers: { ...headers, cookie }, payload });
  };

  const withCookie = ({ payload, headers }: { payload: Buffer; headers: Record<string, string> }) => ({
    payload,
    headers: { ...headers, cookie },
  });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await t.login();
  });
  afterAll(() => t.close());

  it("stores an upload under a server-made id and answers 201 with id and url", async () => {
    const response = await upload(await pngOf(120, 80), "../../etc/passwd.png");
    expect(response.statusCode).toBe(201);
    const { id, url } = response.json();
    expect(id).toMatch(/^[a-z0-9]{20}$/);
    expect(url).toBe(`/api/images/${id}`);
  });

  it("accepts a file of exactly 10 MB and refuses one byte more with 413 and the SPEC's words", async () => {
    const exact = await pngOfExactSize(MAX_IMAGE_BYTES);
    expect(exact.length).toBe(MAX_IMAGE_BYTES);
    expect((await upload(exact)).statusCode).toBe(201);

    const before = await snapshot(t.db);
    const tooBig = await upload(await pngOfExactSize(MAX_IMAGE_BYTES + 1));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: "IMAGE_TOO_LARGE", error: "Image size should be less than 10MB" });
    expect(await snapshot(t.db)).toBe(before);
  });

  it.each([
    ["11 text fields before the file", 11, "before"],
    ["11 text fields after the file", 11, "after"],
    ["a second file", 0, "second file"],
  ] as const)(
    "refuses %s saying the form has too many parts, not that the image is too big",
    async (_label, fieldCount, where) => {
      const png = await pngOf(20, 20);
      const fields = Array.from({ length: fieldCount }, (_, n) => ({ name: `field${n}`, value: "x" }));
      const file = { name: "file", filename: "x.png", data: png };
      const parts =
        where === "before"
          ? [...fields, file]
          : where === "after"
            ? [file, ...fields]
            : [file, { ...file, filename: "y.png" }];
      const before = await snapshot(t.db);
      const response = await t.app.inject({ method: "POST", url: "/api/images", ...withCookie(formData(parts)) });
      expect([400, 413]).toContain(response.statusCode);
      expect(response.json().error).toMatch(/too many (form )?(fields|parts|files)/i);
      expect(response.json().error).not.toBe("Image size should be less than 10MB");
      expect(await snapshot(t.db)).toBe(before);

      // A few fields beside the file are still fine (a browser may add one).
      const fine = await t.app.inject({
        method: "POST",
        url: "/api/images",
        ...withCookie(formData([file, ...fields.slice(0, 3)])),
      });
      expect(fine.statusCode).toBe(201);
    },
  );

  it("decides the type from the bytes: HTML named x.png and SVG are not images", async () => {
    const before = await snapshot(t.db);
    const html = await upload(Buffer.from("<!doctype html><script>alert(1)</script>"), "x.png");
    expect(html.statusCode).toBe(400);
    expect(html.json().error).toBe("Please select an image file");
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      "x.svg",
      "file",
      "image/svg+xml",
    );
    expect(svg.statusCode).toBe(400);
    expect(svg.json().error).toBe("Please select an image file");
    expect(await snapshot(t.db)).toBe(before);
  });

  it("accepts JPEG, WebP, AVIF and GIF as well as PNG", async () => {
    const base = sharp({ create: { width: 40, height: 30, channels: 3, background: "#0f766e" } });
    for (const format of ["jpeg", "webp", "avif", "gif"] as const) {
      const response = await upload(await base.clone().toFormat(format).toBuffer(), `x.${format}`);
      expect(response.statusCode, format).toBe(201);
    }
  });

  it("refuses a 14000×14000 PNG bomb and a corrupt image with 'Failed to process image'", async () => {
    const bomb = await pngBomb();
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    const before = await snapshot(t.db);
    const response = await upload(bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Failed to process image");

    const png = await pngOf(200, 200);
    const truncated = await upload(png.subarray(0, 80));
    expect(truncated.statusCode).toBe(400);
    expect(await snapshot(t.db)).toBe(before);
  });

  it("strips EXIF and GPS from the stored file", async () => {
    const withGps = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#336699" } })
      .jpeg()
      .withExif({ IFD0: { Make: "PhoneCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "28/1 35/1 0/1" } })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const { id } = (await upload(withGps, "me.jpg", "file", "image/jpeg")).json();
    const stored = await readFile(path.join(t.dataDir, "images", "originals", `${id}.webp`));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    const served = await t.app.inject(`/api/images/${id}?fm=jpeg`);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("PhoneCam"))).toBe(false);
  });

  it("refuses a wrong field, a non-multipart body and a missing session", async () => {
    const png = await pngOf(10, 10);
    expect((await upload(png, "x.png", "image")).statusCode).toBe(400);
    const json = await t.app.inject({
      method: "POST",
      url: "/api/images",
      headers: { cookie },
      payload: { file: "x" },
    });
    expect(json.statusCode).toBe(400);
    const { payload, headers } = multipart(png, "x.png");
    expect((await t.app.inject({ method: "POST", url: "/api/images", headers, payload })).statusCode).toBe(401);
  });

  it("serves resized variants: webp 800 by default, avif and jpeg, with immutable caching and ETag", async () => {
    const id = (await upload(await pngOf(1200, 600))).json().id;
    const standard = await t.app.inject(`/api/images/${id}`);
    expect(standard.statusCode).toBe(200);
    expect(standard.headers["content-type"]).toBe("image/webp");
    expect(standard.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await sharp(standard.rawPayload).metadata()).toMatchObject({ format: "webp", width: 800, height: 400 });

    const avif = await t.app.inject(`/api/images/${id}?w=320&fm=avif&q=60`);
    expect(avif.headers["content-type"]).toBe("image/avif");
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(320);
    const jpeg = await t.app.inject(`/api/images/${id}?w=1920&fm=jpeg`);
    expect((await sharp(jpeg.rawPayload).metadata()).width).toBe(1200); // never enlarged

    const again = await t.app.inject({
      url: `/api/images/${id}`,
      headers: { "if-none-match": standard.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it("serves an unlisted width or quality as the next listed one up, so a hand-written URL still shows the image", async () => {
    const id = (await upload(await pngOf(2400, 1200))).json().id;
    const snapped = await t.app.inject(`/api/images/${id}?w=700&q=65`);
    expect(snapped.statusCode).toBe(200);
    expect((await sharp(snapped.rawPayload).metadata()).width).toBe(800);
    expect(snapped.headers.etag).toBe(`"${id}-800-70-webp"`);
    expect((await sharp((await t.app.inject(`/api/images/${id}?w=5000`)).rawPayload).metadata()).width).toBe(1920);
  });

  it("refuses widths and qualities that are not sizes, formats outside the fixed set, and unknown ids", async () => {
    const id = (await upload(await pngOf(100, 100))).json().id;
    for (const query of ["w=0", "w=-5", "w=99999", "w=wide", "q=0", "q=101", "fm=png", "fm=svg"]) {
      const response = await t.app.inject(`/api/images/${id}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().issues[0].path[0]).toBe(query.split("=")[0]);
    }
    expect((await t.app.inject("/api/images/aaaaaaaaaaaaaaaaaaaa")).statusCode).toBe(404);
    expect((await t.app.inject("/api/images/..%2F..%2Fetc")).statusCode).toBe(400);
  });

  it("deletes an unused image, refuses to delete one in use, and 404s an unknown one", async () => {
    const id = (await upload(await pngOf(50, 50))).json().id;
    expect((await t.app.inject({ method: "DELETE", url: `/api/images/${id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: `/api/images/${id}`, headers: { cookie } })).statusCode).toBe(
      204,
    );
    expect((await t.app.inject(`/api/images/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: `/api/images/${id}`, headers: { cookie } })).statusCode).toBe(
      404,
    );

    const used = (await upload(await pngOf(50, 50))).json().id;
    await t.app.inject({
      method: "POST",
      url: "/api/carousel",
      headers: { cookie },
      payload: { title: "T", description: "D", buttonText: "B", buttonLink: "/", imageId: used },
    });
    expect((await t.app.inject({ method: "DELETE", url: `/api/images/${used}`, headers: { cookie } })).statusCode).toBe(
      409,
    );
  });
});
