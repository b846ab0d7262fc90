import { errorCode, writeFailureMessage } from "../../src/office/failures";

const officeError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe("writeFailureMessage", () => {
  test("protection: what happened, where to unprotect, and that nothing is left", () => {
    const m = writeFailureMessage(officeError("AccessDenied", "Access denied."), "Board 15 cross-IMPs", true);
    expect(m).toBe(
      "Excel did not allow the sheet to be added: the workbook is protected. Unprotect it (Review, Protect Workbook), then score again. Nothing was left behind: every other sheet is as it was.",
    );
  });

  test("a failure it could not clean up names the sheet to delete", () => {
    const m = writeFailureMessage(
      officeError("GeneralException", "The workbook was closed."),
      "Session all methods",
      false,
    );
    expect(m).toMatch(/^Excel stopped the write \(The workbook was closed\.\)/);
    expect(m).toMatch(
      /The sheet "Session all methods" was only partly written and could not be removed: delete it/,
    );
  });

  test("a name that appeared meanwhile; a request refused as too large", () => {
    expect(writeFailureMessage(officeError("ItemAlreadyExists", "x"), "Board 1 Butler", true)).toMatch(
      /^A sheet named "Board 1 Butler" appeared while the pane was writing/,
    );
    expect(
      writeFailureMessage(
        officeError("RequestPayloadSizeLimitExceeded", "The request payload size has exceeded the limit."),
        "S",
        true,
      ),
    ).toMatch(/^Excel refused a request as too large/);
  });

  test("errorCode: Office's code, or empty", () => {
    expect(errorCode(officeError("AccessDenied", ""))).toBe("AccessDenied");
    expect(errorCode(new Error("x"))).toBe("");
    expect(errorCode("text")).toBe("");
  });
});
