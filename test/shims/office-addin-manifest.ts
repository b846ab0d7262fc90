// Stand-in for office-addin-manifest under jest: office-addin-mock needs only this enum from it,
// and the real package imports ESM-only dependencies that jest on Node 20 cannot load.
export enum OfficeApp {
  Excel = "excel",
  OneNote = "onenote",
  Outlook = "outlook",
  PowerPoint = "powerpoint",
  Project = "project",
  Word = "word",
}
