// The seeded generator of the generated travellers of the tests, `npm run bench` and the output
// snapshots: the project's one Mulberry32 (src/scoring/base/random.ts), through the core's front door.
export { seededRandom } from "../../src/scoring";
