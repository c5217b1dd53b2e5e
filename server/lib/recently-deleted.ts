/** A row in a Recently Deleted bin: its id and the image it holds. */
export type BinnedRow = { id: string; imageId: string | null };

/**
 * Removes for good each of `binned` that is still in the bin (the resource's own delete
 * repeats the condition, so a row restored since it was found is left alone), then lets go
 * of its image; returns how many went. The bins' one rule, for any resource that has one.
 */
export async function purgeBinned(
  binned: BinnedRow[],
  deleteIfStillBinned: (id: string) => Promise<boolean>,
  releaseImage: (imageId: string | null) => Promise<void>,
): Promise<number> {
  let purged = 0;
  for (const row of binned) {
    if (!(await deleteIfStillBinned(row.id))) continue;
    await releaseImage(row.imageId);
    purged += 1;
  }
  return purged;
}
