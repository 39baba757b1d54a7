import { UsageError } from './io.ts';
import { writeErr, writeOut } from './output.ts';
import { runValidate, VALIDATE_USAGE } from './validate.ts';
import { FK_USAGE, runFk } from './fk.ts';
import { IK_USAGE, runIk } from './ik.ts';

/** A subcommand: returns its exit code; throws UsageError for exit 2 with a message. */
export interface Command {
  usage: string;
  run: (args: string[]) => Promise<number>;
}

/** One line per subcommand. */
const COMMANDS: Record<string, Command> = {
  validate: { usage: VALIDATE_USAGE, run: runValidate },
  fk: { usage: FK_USAGE, run: runFk },
  ik: { usage: IK_USAGE, run: runIk },
};

function usage(): string {
  return 'usage:\n' + Object.values(COMMANDS).map((c) => `  ${c.usage}\n`).join('');
}

/** Entry of the `bodyplan` command; returns the exit code (0 ok, 1 invalid input, 2 usage or I/O error). */
export async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    await (name === undefined ? writeErr(usage()) : writeOut(usage()));
    return name === undefined ? 2 : 0;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (command === undefined) {
    await writeErr(`bodyplan: unknown command "${name}"\n${usage()}`);
    return 2;
  }
  try {
    return await command.run(args);
  } catch (error) {
    if (error instanceof UsageError) {
      await writeErr(`bodyplan ${name}: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}
