/**
 * The environment a xacro description reads (`$(env NAME)`, `$(optenv NAME default)`), written as
 * the Studio's field takes it: one `NAME=VALUE` a line, as a shell's `env` prints it. Blank lines
 * and `#` comments are skipped; the value is everything after the first `=`, spaces kept.
 */
export type EnvironmentRead = { ok: true; env: Map<string, string> } | { ok: false; message: string };

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function parseEnvironmentText(text: string): EnvironmentRead {
  const env = new Map<string, string>();
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '' || line.startsWith('#')) continue;
    const equals = line.indexOf('=');
    const name = equals < 0 ? line : line.slice(0, equals).trim();
    if (equals < 0 || !NAME.test(name)) {
      return { ok: false, message: `Environment, line ${i + 1}: "${line.length > 40 ? `${line.slice(0, 40)}…` : line}" is not NAME=VALUE (a name of letters, digits and _, not starting with a digit)` };
    }
    env.set(name, line.slice(equals + 1).trim());
  }
  return { ok: true, env };
}

/** The field's text for `env` (one NAME=VALUE a line). */
export function environmentText(env: ReadonlyMap<string, string> | undefined): string {
  return [...(env ?? new Map<string, string>())].map(([name, value]) => `${name}=${value}`).join('\n');
}
