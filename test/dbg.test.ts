import * as fs from "node:fs";
import { openInput, scoreEvent } from "../src/event";
import { printEvent } from "../src/cli/print";
test("x", () => {
  const ev = openInput(fs.readFileSync("test/fixtures/files/club-session.bws"), "club.bws");
  console.log(ev.sections.length, ev.sections[0].problems.slice(0, 5), ev.sections[0].file?.notes);
  const s = scoreEvent(ev, {});
  console.log(printEvent(s).slice(0, 3000));
  console.log(printEvent(s).slice(-3000));
});
