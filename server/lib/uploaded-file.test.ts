import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LEFT_BEHIND_UPLOAD_MS, removeLeftBehindUploads } from "./uploaded-file.ts";

describe("uploads a killed process left behind", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("removes the old ones and leaves uploads under way and other files alone", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "labfront-uploads-"));
    dirs.push(dir);
    const now = new Date();
    const at = (name: string, ageMs: number) => {
      writeFileSync(path.join(dir, name), "%PDF-1.7");
      const when = new Date(now.getTime() - ageMs);
      utimesSync(path.join(dir, name), when, when);
    };
    at("upload-left-behind", LEFT_BEHIND_UPLOAD_MS + 60_000);
    at("upload-under-way", 5_000);
    at("not-an-upload", LEFT_BEHIND_UPLOAD_MS * 2);
    expect(await removeLeftBehindUploads(dir, now)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(["not-an-upload", "upload-under-way"]);
  });

  it("is nothing to do when no upload was ever received", async () => {
    expect(await removeLeftBehindUploads(path.join(tmpdir(), "labfront-no-such-folder"), new Date())).toBe(0);
  });
});
