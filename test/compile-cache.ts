import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The environment that lets a child process the tests start (a sender of the outbox proofs, the
 * crash test's writer, a browser test's app process) reuse V8's compiled code of the modules it
 * loads, kept in one folder across runs (Node checks each entry against its source): loading the
 * server took 3.3–3.5 s of CPU a process without it and 2.5 s with it (docs/performance.md,
 * 2026-11-28). A child killed with SIGKILL writes its cache only if it flushed it first
 * (`module.flushCompileCache()`, as test/outbox-sender.ts and test/crash-writer.ts do once loaded).
 */
export const COMPILE_CACHE_ENV = { NODE_COMPILE_CACHE: path.join(tmpdir(), "labfront-node-compile-cache") };
