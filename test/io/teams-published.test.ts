// A teams file's published match results compared with the add-in's: the shipped teams match
// (examples/teams-match.csv) written as USEBIO by the add-in, read back and scored again.
import * as fs from "node:fs";
import * as path from "node:path";
import { openInput, scoreEvent, type ScoredTeamsSection } from "../../src/event";
import { printEvent } from "../../src/cli/print";
import { outputNamed } from "../../src/writers/outputs";

const CSV = fs.readFileSync(path.join(__dirname, "..", "..", "examples", "teams-match.csv"));

test("the match's IMPs and VPs as published agree; a changed one is named", async () => {
  const first = scoreEvent(openInput(CSV, "teams-match.csv"), {});
  const [out] = await outputNamed("usebio").write(first);
  const xml = String(out.content);
  const event = scoreEvent(openInput(xml, "teams.xml"), {});
  const again = event.sections[0] as ScoredTeamsSection;
  // Board 1: +420 and +50 to the Aces, 470: 10 IMPs; the rest flat. WBF VPs for 8 boards: 13.78
  // to 6.22. Four figures: each team's IMPs and each team's VPs.
  expect(again.published).toEqual({ compared: 4, differences: [] });
  expect(printEvent(event)).toContain(
    "The file's published results agree with the add-in's (4 figures compared).",
  );
  const changed = xml.replace(/<TEAM_SCORE>13\.78<\/TEAM_SCORE>/, "<TEAM_SCORE>14.78</TEAM_SCORE>");
  expect(changed).not.toBe(xml);
  const wrong = scoreEvent(openInput(changed, "teams.xml"), {}).sections[0] as ScoredTeamsSection;
  expect(wrong.published?.differences).toEqual([
    expect.stringMatching(/the file gives Aces 14\.78 VPs, the add-in 13\.78/),
  ]);
});
