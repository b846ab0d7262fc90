import { CellStyle } from "./model";

/** The few looks the results sheet uses, so every block looks the same. */
export const SHEET_TITLE: CellStyle = { bold: true, fontColor: "#1F4E3D" };
export const BOARD_TITLE: CellStyle = { bold: true, fill: "#DDEBF7" };
export const SECTION: CellStyle = { bold: true, italic: true };
export const HEADER: CellStyle = { bold: true, borderBottom: true, horizontalAlignment: "Center" };
export const LABEL: CellStyle = { italic: true };
export const NOTE: CellStyle = { italic: true, fontColor: "#7F6000" };
export const RESULT: CellStyle = { bold: true };
export const FLAG: CellStyle = { bold: true, fontColor: "#C00000" };
export const CHECK: CellStyle = { bold: true, fontColor: "#006100", horizontalAlignment: "Center" };

/** Number formats. */
export const FMT = {
  score: "+0;-0;0",
  whole: "0",
  imps: "+0;-0;0",
  decimal: "+0.00;-0.00;0.00",
  mp: "0.00",
  percent: "0.00",
  factor: "0.0000",
  weight: "0.00%",
} as const;

/** The colour scale of IMP matrices: red for IMPs lost, white for none, green for IMPs won. */
export const IMP_SCALE_COLOURS = { minColor: "#F8696B", midColor: "#FFFFFF", maxColor: "#63BE7B" } as const;
