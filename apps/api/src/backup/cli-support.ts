import path from 'node:path';
import { pad2 } from '@iris/domain/common/dates';

/** A reason to stop that the person can act on: printed as it is, without a stack. */
class Refusal extends Error {}

export function fail(message: string): never {
  throw new Refusal(message);
}

/** Runs a command: a refusal prints its message and exits 1, after the command's cleanup ran. */
export async function runCommand(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

/** A path as the person typed it: npm runs scripts from the project's folder, not theirs. */
export const userPath = (given: string) =>
  path.resolve(process.env.INIT_CWD ?? process.cwd(), given);

/** `2025-03-07-153012`, in the machine's time, for file names. */
export function localTimestamp(date = new Date()): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}-${pad2(date.getHours())}${pad2(date.getMinutes())}${pad2(date.getSeconds())}`;
}
