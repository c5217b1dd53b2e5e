import zlib from "node:zlib";
import type { FastifyCompressOptions } from "@fastify/compress";

const brotliAt = (quality: number) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });

/**
 * Answers compressed as they go out: JSON, scripts and styles not compressed at build, from
 * 1 KB, in Brotli or gzip as the client prefers. They are written in one piece, where Brotli's
 * quality 1 took 0.34 ms for a 122 KB page against 2.5 ms at the plugin's default 4 and still
 * beat gzip -6. (Cached pages and built files were compressed when kept or built and pass
 * through untouched.)
 */
export const ANSWER_COMPRESSION: FastifyCompressOptions = {
  threshold: 1024,
  encodings: ["br", "gzip"],
  brotliOptions: brotliAt(1),
};

/**
 * Pages rendered per visitor (and their data for in-app navigation) stream out in many small
 * writes, and quality 1 compresses each write nearly on its own: My Reports went out as 24.6 KB,
 * 27 KB in 4 KB writes, against 17 KB at quality 5 (the page cache's) whatever the writes, for
 * 0.6 ms more. On a phone's slow 4G those kilobytes are a round trip before the first paint.
 */
export const STREAMED_PAGE_COMPRESSION: FastifyCompressOptions = { ...ANSWER_COMPRESSION, brotliOptions: brotliAt(5) };
