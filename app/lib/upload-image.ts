import { MAX_IMAGE_BYTES } from "../../domain/images.ts";
import { refusalText } from "../../domain/refusals.ts";

/** The checks the server makes too, done first in the browser so the wait is not wasted (in the back office's English). */
export function checkImageFile(file: File): string | null {
  if (!file.type.startsWith("image/") || file.type === "image/svg+xml") return refusalText("en", "IMAGE_NOT_AN_IMAGE");
  if (file.size > MAX_IMAGE_BYTES) return refusalText("en", "IMAGE_TOO_LARGE");
  return null;
}

/**
 * Uploads an image to /api/images, reporting progress (fetch cannot, so this uses XHR).
 * Rejects with the server's own message ("Failed to process image", …).
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<{ id: string; url: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/images");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) return resolve(request.response);
      reject(new Error(request.response?.error ?? `The server answered ${request.status}`));
    };
    request.onerror = () => reject(new Error("No connection to the server"));
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
