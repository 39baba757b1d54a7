import { describe, expect, it } from 'vitest';
import { elementFloodBomb, evaluationFloodBomb, includeChainBomb, manyAttributesUrdf, mjcfIncludeBomb, nestedMacroBomb, textDoublingBomb, type ImportBomb } from '../../testing/importBombs.ts';
import { IMPORT_LIMITS } from '../importBudget.ts';
import { importRobotModel } from '../importRobotModel.ts';
import { importXacro } from '../xacro/importXacro.ts';

/** The import's errors as `file:line:column: message [code]`, as the CLI prints them. */
function errorsOf(bomb: ImportBomb): string[] {
  const result = bomb.kind === 'xacro'
    ? importXacro(bomb.main, bomb.files[bomb.main]!, { readFile: (path) => bomb.files[path], packages: new Map() })
    : importRobotModel(bomb.files[bomb.main]!, { files: new Map(Object.entries(bomb.files)) });
  expect(result.plan).toBeNull();
  return result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file ?? bomb.main}:${d.line}:${d.column}: ${d.message} [${d.code}]`);
}

describe('the import budget: every bomb of issue 40 ends with a located error', () => {
  it('30 nested macros each calling the next twice stop after the macro-call limit, at the call that spent it', () => {
    const bomb = nestedMacroBomb();
    const [error, ...rest] = errorsOf(bomb);
    expect(rest).toEqual([]);
    expect(error).toMatch(new RegExp(`^main\\.xacro:\\d+:\\d+: the import stopped after ${IMPORT_LIMITS.macroCalls} macro calls: that is the limit of one import \\(a macro or include that multiplies without end\\?\\) \\[xacro\\]$`));
    // Located at one of the calls: the text there is a <xacro:mN/> element.
    const [, line, column] = /^main\.xacro:(\d+):(\d+)/.exec(error!)!;
    expect(bomb.files['main.xacro']!.split('\n')[Number(line) - 1]!.slice(Number(column) - 1)).toMatch(/^<xacro:m\d+\/>/);
  });

  it('18 files each including the next twice stop after the included-file limit', () => {
    const [error] = errorsOf(includeChainBomb());
    expect(error).toMatch(new RegExp(`^f\\d+\\.xacro:1:\\d+: the import stopped after ${IMPORT_LIMITS.includedFiles} included files: .* \\[xacro\\]$`));
  });

  it('a property doubled to 655,360 characters and written 30 times stops at the text limit, where it is written', () => {
    const bomb = textDoublingBomb();
    const [error] = errorsOf(bomb);
    expect(error).toMatch(new RegExp(`^main\\.xacro:\\d+:\\d+: the import stopped after ${IMPORT_LIMITS.textSize} characters of text read and written: .* \\[xacro\\]$`));
  });

  it('a macro writing 1,000 links called 1,000 times stops at the element limit', () => {
    const [error] = errorsOf(elementFloodBomb());
    expect(error).toMatch(new RegExp(`^main\\.xacro:2:\\d+: the import stopped after ${IMPORT_LIMITS.elements} elements read and written: .* \\[xacro\\]$`));
  });

  it('a macro with 400 expressions called 1,000 times stops at the evaluation limit', () => {
    const [error] = errorsOf(evaluationFloodBomb());
    expect(error).toMatch(new RegExp(`^main\\.xacro:1:\\d+: the import stopped after ${IMPORT_LIMITS.evaluations} expression evaluations: .* \\[xacro\\]$`));
  });

  it('MJCF includes nested through bodies stop after the included-file limit, at an include', () => {
    const [error] = errorsOf(mjcfIncludeBomb());
    expect(error).toMatch(new RegExp(`^part\\d+\\.xml:1:\\d+: the import stopped after ${IMPORT_LIMITS.includedFiles} included files: .* \\[import-budget\\]$`));
  });

  it('an element with 100,000 attributes imports (the duplicate check is linear), and a repeated one is found at its place', () => {
    const wide = manyAttributesUrdf();
    const result = importRobotModel(wide.files[wide.main]!);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.plan?.joints.map((j) => j.name)).toEqual(['base']);
    const repeated = manyAttributesUrdf(100_000, true);
    const text = repeated.files[repeated.main]!;
    expect(errorsOf(repeated)).toEqual([`wide.urdf:2:${text.split('\n')[1]!.lastIndexOf(' a99999=') + 2}: attribute "a99999" appears twice in <link> [xml-syntax]`]);
  });
});
