import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const VNU_JAR = path.resolve(import.meta.dirname, "../node_modules/vnu-jar/build/dist/vnu.jar");

/**
 * The JVM for one short run over many files: its first compiler only (the second one's work
 * never pays back in a run of seconds, and took about half the checker's CPU time), with the
 * deeper thread stack the checker's schema needs under that compiler (it overflows 1 MB).
 */
const JAVA_OPTIONS = ["-XX:TieredStopAtLevel=1", "-Xss16m"];

/**
 * A page as the checker is given it: each inline stylesheet's text taken out, its <style> element
 * kept. The checker's CSS parser predates cascade layers and :is(), so every caller sets its CSS
 * messages aside (they judge Tailwind's output, not our markup); parsing the same stylesheet in
 * every page was work whose every finding was thrown away.
 */
export function markupOnly(html: string): string {
  return html.replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/g, "$1$2");
}

export type HtmlMessage = { type: string; url: string; message: string; extract?: string };

/**
 * What the W3C Nu Html Checker (vnu.jar from npm, on Debian's Java) finds wrong in these files,
 * errors only, as its JSON messages (`url` is `file:` and the file's path). One run for all of
 * them: the JVM starts once.
 */
export async function htmlErrors(files: string[]): Promise<HtmlMessage[]> {
  const args = [...JAVA_OPTIONS, "-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", ...files];
  let stdout: string;
  try {
    stdout = (await promisify(execFile)("java", args, { maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch (failure) {
    const { code, stdout: report } = failure as { code?: string | number; stdout?: string };
    if (code === "ENOENT") {
      throw new Error("The HTML check runs the Nu Html Checker on Java: apt-get install default-jre-headless", {
        cause: failure,
      });
    }
    // The checker exits 1 when it finds errors, with its report written.
    if (!report) throw failure;
    stdout = report;
  }
  return (JSON.parse(stdout) as { messages: HtmlMessage[] }).messages;
}
