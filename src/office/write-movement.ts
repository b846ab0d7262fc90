/**
 * Writing a made movement's sheets (the board sets, the table cards, a Howell's guide cards, the
 * empty traveller) into the workbook, each on a NEW worksheet through the batched sheet writer
 * (write-sheet.ts: requests of bounded size, a name made unique among the workbook's sheets, the
 * print setup and each card's page break). Nothing is written over an existing sheet. If one
 * sheet cannot be written, the ones this write added before it are deleted again, so a movement
 * is in the workbook whole or not at all.
 */
import type { SheetModel } from "../sheet/model";
import { SheetWriteError } from "./failures";
import { removeSheets } from "./insert-sheet";
import { writeSheet, type WrittenSheet } from "./write-sheet";

/** How the write of a movement's sheets is going: sheets done, and how many there are. */
export interface MovementWriteOptions {
  readonly onSheet?: (done: number, total: number) => void;
}

/**
 * Writes each sheet on a new worksheet, in order, and returns them as written (their names made
 * unique: "Traveller (2)" where a "Traveller" is there). The last one written is shown.
 *
 * @example
 * (await writeMovementSheets(movementSheets(m))).map((s) => s.name); // ["Board sets", "Table cards", "Traveller"]
 */
export async function writeMovementSheets(
  models: readonly SheetModel[],
  options: MovementWriteOptions = {},
): Promise<WrittenSheet[]> {
  const written: WrittenSheet[] = [];
  for (const model of models) {
    try {
      written.push(await writeSheet(model));
    } catch (e) {
      const removed = await removeSheets(written.map((w) => w.name));
      if (written.length === 0 || !(e instanceof Error)) throw e;
      const left = removed
        ? ""
        : ` The sheets written before it (${written.map((w) => w.name).join(", ")}) could not all be deleted: delete them by hand.`;
      throw new SheetWriteError(
        `The movement's sheet "${model.name}" could not be written: ${e.message}${removed ? " The sheets written before it were deleted again." : left}`,
        !removed,
      );
    }
    options.onSheet?.(written.length, models.length);
  }
  return written;
}
