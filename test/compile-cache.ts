import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The environment that lets the tests' processes (Vitest's workers, as vitest.config.ts sets it;
 * the crash test's writer, a browser test's app process) reuse V8's compiled code of the modules
 * they load, kept in one folder across runs (Node checks each entry against its source): loading the
 * server took 2.5–3.6 s of CPU a process without it and 2.1–2.8 s with it (docs/performance.md,
 * 2026-11-28). A child killed with SIGKILL writes its cache only if it flushed it first
 * (`module.flushCompileCache()`, as test/crash-writer.ts does once loaded).
 */
export const COMPILE_CACHE_ENV = { NODE_COMPILE_CACHE: path.join(tmpdir(), "labfront-node-compile-cache") };
