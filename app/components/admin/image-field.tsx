import { useEffect, useMemo, useState } from "react";
import { checkImageFile, uploadImage } from "../../lib/upload-image.ts";

/**
 * The chosen file and its upload. `upload()` sends it (if one was chosen) and gives its
 * image id, or throws with the SPEC's words: "Failed to upload image: {reason}".
 */
export function useImageUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  async function upload(): Promise<string | undefined> {
    if (!file) return undefined;
    setProgress(0);
    try {
      return (await uploadImage(file, setProgress)).id;
    } catch (caught) {
      throw new Error(`Failed to upload image: ${(caught as Error).message}`, { cause: caught });
    } finally {
      setProgress(null);
    }
  }
  return { file, setFile, progress, upload };
}

/** A shape the site draws the image at, e.g. the home hero: 1600×600 (8:3) on computers. */
export type ImageFrame = { width: number; height: number; ratio: string; where: string; titleAt: "left" | "bottom" };

export const frameInWords = (frame: ImageFrame) =>
  `Shown at ${frame.width}×${frame.height} (${frame.ratio}) on ${frame.where}`;

type Props = {
  /** The file input's id, unique on the page ("package-image"); its frames and error are `${id}-frames`, `${id}-error`. */
  id: string;
  /** The image the item has now (edit), or null (add). */
  currentUrl: string | null;
  /** The chosen file and its upload progress, from useImageUpload. */
  upload: ReturnType<typeof useImageUpload>;
  error: string | null;
  onError: (message: string | null) => void;
  isRequired: boolean;
  /**
   * Where the site shows the image and at what shape: stated under the field, and the
   * preview is drawn at each shape with `caption` over it, as the page will crop it.
   */
  frames?: readonly ImageFrame[];
  caption?: string;
};

/** Choose an image, see it before saving, watch it upload. */
export function ImageField({ id, currentUrl, upload, error, onError, isRequired, frames = [], caption = "" }: Props) {
  const { file, setFile: onFileChange, progress } = upload;
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  const shown = file ? previewUrl : currentUrl ? `${currentUrl}?w=640` : null;

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Image{isRequired ? "" : " (leave empty to keep the current one)"}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [frames.length > 0 ? `${id}-frames` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined
        }
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          const problem = chosen ? checkImageFile(chosen) : null;
          onError(problem);
          onFileChange(problem ? null : chosen);
          if (problem) event.target.value = "";
        }}
        className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
      />
      {frames.length > 0 && (
        <div id={`${id}-frames`} className="mt-1 text-sm text-slate-700">
          {frames.map((frame) => (
            <p key={frame.where}>{frameInWords(frame)}.</p>
          ))}
          <p className="text-xs">What falls outside {frames.length > 1 ? "these shapes" : "this shape"} is cut off.</p>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {shown && frames.length === 0 && (
        <img
          src={shown}
          alt="Preview of the chosen image"
          className="mt-2 aspect-video w-full rounded-lg object-cover"
        />
      )}
      {shown && frames.length > 0 && (
        <div className="mt-2 flex flex-wrap items-start gap-3">
          {frames.map((frame) => (
            // Drawn as the page draws it, to scale (cqw: hundredths of the preview's width): the
            // hero's 36 px title on the left of a 1232 px banner over a side shade, a promo
            // card's 24 px title at the bottom of a 358 px card over a rising one.
            <figure key={frame.where} className={frame.titleAt === "left" ? "w-full" : "w-full max-w-72"}>
              <div
                className="relative w-full overflow-hidden rounded-lg bg-slate-900"
                style={{ aspectRatio: `${frame.width} / ${frame.height}`, containerType: "inline-size" }}
              >
                <img
                  src={shown}
                  alt={`Preview on ${frame.where}`}
                  className="absolute inset-0 h-full w-full object-cover"
                />
                {frame.titleAt === "left" ? (
                  <>
                    <span className="absolute inset-0 bg-gradient-to-r from-slate-950/80 via-slate-950/50 to-transparent" />
                    <span
                      className="absolute inset-y-0 left-0 flex max-w-[55%] items-center leading-tight font-bold text-white"
                      style={{ fontSize: "2.9cqw", paddingInline: "6.5cqw" }}
                    >
                      {caption}
                    </span>
                  </>
                ) : (
                  <>
                    <span className="absolute inset-0 bg-gradient-to-t from-slate-950/85 via-slate-950/40 to-transparent" />
                    <span
                      className="absolute inset-x-0 bottom-0 leading-tight font-bold text-white"
                      style={{ fontSize: "6.7cqw", padding: "4.5cqw" }}
                    >
                      {caption}
                    </span>
                  </>
                )}
              </div>
              <figcaption className="mt-0.5 text-xs text-slate-700">As it shows on {frame.where}</figcaption>
            </figure>
          ))}
        </div>
      )}
      {progress !== null && (
        <div className="mt-2">
          <progress value={progress} max={1} className="h-2 w-full" aria-label="Upload progress" />
          <p className="text-xs text-slate-700">Uploading… {Math.round(progress * 100)}%</p>
        </div>
      )}
    </div>
  );
}
