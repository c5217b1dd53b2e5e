// nginx (Debian's package) in front of app processes, with the very configuration
// docs/deploy.md shows: the test and the scale-out benchmark take the guide's block and
// change only what a loopback run must (ports, certificate, no IPv6).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.ts";

export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const GUIDE = path.resolve(import.meta.dirname, "../docs/deploy.md");
const MARKER = "<!-- nginx: labfront.conf";

export const nginxAvailable = () => existsSync(NGINX_PATH);

/** The ```nginx block that follows the marker in docs/deploy.md. */
export function guideNginxConfig(): string {
  const guide = readFileSync(GUIDE, "utf8");
  const at = guide.indexOf(MARKER);
  const block = /```nginx\n([\s\S]*?)```/.exec(guide.slice(at));
  if (at < 0 || !block) throw new Error(`docs/deploy.md has no nginx block after "${MARKER}"`);
  return block[1];
}

/** Replaces what a loopback run must change; fails loudly if the guide's block changed shape. */
function forLoopback(
  config: string,
  {
    upstreams,
    httpPort,
    httpsPort,
    certificate,
    key,
  }: {
    upstreams: number[];
    httpPort: number;
    httpsPort: number;
    certificate: string;
    key: string;
  },
): string {
  const replace = (text: string, pattern: RegExp, by: string | ((...m: string[]) => string)) => {
    if (!pattern.test(text)) throw new Error(`docs/deploy.md's nginx block no longer has ${pattern}`);
    return text.replace(pattern, by as string);
  };
  const servers = /^(\s*)server 127\.0\.0\.1:\d+ ([^;\n]*);\n(?:\s*server 127\.0\.0\.1:\d+ [^;\n]*;\n)*/m;
  let out = replace(config, servers, (_all, indent, options) =>
    upstreams.map((port) => `${indent}server 127.0.0.1:${port} ${options};\n`).join(""),
  );
  out = replace(out, /^\s*listen \[::\]:.*\n/gm, "");
  out = replace(out, /listen 80;/, `listen 127.0.0.1:${httpPort};`);
  out = replace(out, /listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`);
  out = replace(out, /ssl_certificate\s+\S+;/, `ssl_certificate ${certificate};`);
  out = replace(out, /ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${key};`);
  return out;
}

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => (socket.end(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

export type Nginx = Awaited<ReturnType<typeof startNginx>>;

/** nginx on loopback ports with a throwaway self-signed certificate, in front of `upstreams`. */
export async function startNginx(upstreams: number[]) {
  const dir = mkdtempSync(path.join(tmpdir(), "labfront-nginx-"));
  const certificate = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      certificate,
    ],
    { stdio: "pipe" },
  );
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  writeFileSync(
    path.join(dir, "labfront.conf"),
    forLoopback(guideNginxConfig(), { upstreams, httpPort, httpsPort, certificate, key }),
  );
  for (const temp of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, temp));
  const isRoot = process.getuid?.() === 0;
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      // As root nginx would hand its workers to "nobody", who cannot enter this private folder.
      isRoot ? "user root;" : "",
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "  access_log off;",
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/labfront.conf;`,
      "}",
    ].join("\n"),
  );
  const nginx = spawn(
    NGINX_PATH,
    ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log"), "-g", "daemon off;"],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  for (let attempt = 0; !(await listening(httpsPort)); attempt++) {
    if (attempt > 100 || nginx.exitCode !== null) {
      const log = existsSync(path.join(dir, "error.log")) ? readFileSync(path.join(dir, "error.log"), "utf8") : "";
      throw new Error(`nginx did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    /** The site's address through nginx (TLS with the certificate in `ca`). */
    url: `https://127.0.0.1:${httpsPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    ca: readFileSync(certificate),
    errorLog: () => readFileSync(path.join(dir, "error.log"), "utf8"),
    async stop() {
      nginx.kill("SIGTERM");
      await new Promise((resolve) => (nginx.exitCode !== null ? resolve(null) : nginx.once("exit", resolve)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
