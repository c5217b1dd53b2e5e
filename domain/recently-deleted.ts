/**
 * Deleted slides and packages wait in their manager's Recently Deleted bin this long, so a
 * slip can be undone; then the maintenance job removes them for good, with their image.
 */
export const RECENTLY_DELETED_DAYS = 30;
