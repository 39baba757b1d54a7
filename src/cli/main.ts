/** Entry of the `bodyplan` command; returns the exit code. Subcommands arrive with the core issue. */
export async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h') {
    console.log('usage: bodyplan <validate|fk|ik> <file> [options]');
    return argv.length === 0 ? 2 : 0;
  }
  console.error(`bodyplan: unknown command "${argv[0]}"`);
  return 2;
}
