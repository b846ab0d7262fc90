/* global Office */
/**
 * Which Excel the add-in is running in: whether it supports an ExcelApi requirement set. The
 * readers and writers of this folder leave out what an older Excel cannot do.
 */

/**
 * Whether the running Excel supports an ExcelApi requirement set (false when Office cannot tell).
 *
 * @example
 * supports("1.7"); // true in Excel on the web; false outside Office
 */
export function supports(version: string): boolean {
  try {
    return Office.context.requirements.isSetSupported("ExcelApi", version);
  } catch {
    return false;
  }
}
