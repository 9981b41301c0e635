/** The command line of a script (solve.ts, replay.ts): its options, and clear messages for bad ones. */
import { parseArgs, type ParseArgsConfig } from 'node:util';

export function commandLine(name: string, usage: string) {
  /** Says what is wrong with the command and how it goes, and stops (exit code 2): no stack trace for a typing slip. */
  const fail = (message: string): never => {
    process.stderr.write(`${name}: ${message}\n${usage}\n`);
    process.exit(2);
  };
  /** The options given, or `fail` for an option the command does not know, or one without its value. */
  const parse = <T extends ParseArgsConfig>(config: T) => {
    try {
      return parseArgs(config);
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
  };
  return { fail, parse };
}
