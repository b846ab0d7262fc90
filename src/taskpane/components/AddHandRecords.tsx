/**
 * "Add hand records": the file picker for a hand-record file (a PBN file of deals, a dealing
 * program's text file of one deal a line, a USEBIO file, a Bridgemate database), read in the pane
 * (nothing is uploaded); the reducer joins its deals to the selected traveller. Layout only.
 */
import type { OpenResultsFile } from "../actions";
import { FilePickButton } from "./FilePickButton";

/** The files a hand record comes in. */
const HAND_RECORD_EXTENSIONS = [".pbn", ".txt", ".xml", ".bws", ".lin", ".dup", ".bri", ".dge", ".dlm"];

export interface AddHandRecordsProps {
  /** The file chosen, as its name and bytes. */
  readonly onChoose: OpenResultsFile;
  readonly disabled: boolean;
}

/**
 * @example
 * <AddHandRecords onChoose={(name, bytes) => dispatch({ kind: "handRecordsChosen", name, bytes })} disabled={false} />
 */
export function AddHandRecords({ onChoose, disabled }: AddHandRecordsProps) {
  return (
    <FilePickButton
      label="Add hand records"
      inputLabel="Hand-record file"
      testId="hand-records-file"
      accept={HAND_RECORD_EXTENSIONS.join(",")}
      hint="The deals of the selected traveller, by board number: PBN (.pbn), one deal a line (.txt), USEBIO (.xml) or Bridgemate (.bws). Each Score then writes each board's hands, double-dummy table and par beside it."
      onChoose={onChoose}
      disabled={disabled}
    />
  );
}
