// The command line's public face (`npm run score`): main() and what the tests, the benchmarks and
// the output snapshot call. The router is main.ts, each command is a module (pairs, teams, draw, series, dd), the flags are one
// table (flags.ts) and the usage is made from it (usage.ts).
export { main } from "./main";
export { EXIT, PROCESS_IO, type CliIO } from "./io";
export { joinArrowSwitch, parseArgs, UsageError, type CliRequest } from "./commands/pairs";
export { USAGE } from "./usage";
