import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "../../domain/images.ts";
import { checkImageFile } from "./upload-image.ts";

const file = (type: string, size: number) => ({ type, size }) as File;

describe("checkImageFile", () => {
  it("takes an image of exactly the limit and refuses one byte more in the SPEC's words", () => {
    expect(checkImageFile(file("image/png", MAX_IMAGE_BYTES))).toBeNull();
    expect(checkImageFile(file("image/png", MAX_IMAGE_BYTES + 1))).toBe("Image size should be less than 10MB");
  });

  it("refuses what is not an image, and SVG", () => {
    expect(checkImageFile(file("application/pdf", 10))).toBe("Please select an image file");
    expect(checkImageFile(file("image/svg+xml", 10))).toBe("Please select an image file");
  });
});
