import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../io.ts';
import { ikArguments } from './ikProcess.ts';
import { parseJobsFile } from './jobsFile.ts';

const jobsPath = join('/data', 'lab', 'jobs.json');

function refusal(text: string): string {
  try {
    parseJobsFile(text, jobsPath);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('the jobs file was accepted');
}

describe('parseJobsFile', () => {
  it('resolves paths against the jobs file, takes one target or a list, and turns the other fields into ik options', () => {
    const [one, two] = parseJobsFile(
      JSON.stringify({
        jobs: [
          { name: 'fly 01', plan: 'plans/fly.json', targets: 'fly01.json' },
          { name: 'mouse-2', plan: '/shared/mouse.json', targets: ['camA.csv', 'camB.csv'], calibration: 'calibration.toml', iterations: 30, 'neutral-weight': 0.001, workers: -1, xy: true, 'likelihood-threshold': '0.6', parts: false },
        ],
      }),
      jobsPath,
    );
    expect(one).toMatchObject({ index: 0, name: 'fly 01', plan: '/data/lab/plans/fly.json', targets: ['/data/lab/fly01.json'], options: [] });
    expect(one!.inputs).toEqual(['/data/lab/plans/fly.json', '/data/lab/fly01.json']);
    expect(two!.inputs).toEqual(['/shared/mouse.json', '/data/lab/camA.csv', '/data/lab/camB.csv', '/data/lab/calibration.toml']);
    expect(ikArguments(two!)).toEqual([
      'ik', '--targets=/data/lab/camA.csv', '--targets=/data/lab/camB.csv', '--calibration=/data/lab/calibration.toml',
      '--iterations=30', '--neutral-weight=0.001', '--workers=-1', '--xy', '--likelihood-threshold=0.6', '--', '/shared/mouse.json',
    ]);
  });

  it('"cameras" is read as ik\'s --camera file, and is an input', () => {
    const [job] = parseJobsFile('{"jobs": [{"name": "a", "plan": "p.json", "targets": "t.csv", "cameras": "cams/camera.json"}]}', jobsPath);
    expect(job!.options).toEqual([['camera', '/data/lab/cams/camera.json']]);
    expect(job!.inputs).toContain('/data/lab/cams/camera.json');
    expect(refusal('{"jobs": [{"name": "a", "plan": "p.json", "targets": "t.csv", "cameras": "c.json", "camera": "d.json"}]}')).toContain('not both');
  });

  it.each([
    ['', 'must not be empty'],
    ['..', 'must not be ".."'],
    ['.', 'must not be "."'],
    ['.hidden', 'must not start with "."'],
    ['a/b', 'must not contain "/"'],
    ['x/../../escape', 'must not contain "/"'],
    ['a\\b', 'must not contain "/" or "\\"'],
    ['tab\there', 'control characters'],
    ['what?', 'must not contain "?"'],
    [' padded', 'must not start or end with a space'],
    ['x'.repeat(201), 'at most 200 bytes'],
  ])('refuses the job name %j, located at the name with the job index', (name, message) => {
    const text = `{"jobs": [\n  {"name": "ok", "plan": "p.json", "targets": "t.json"},\n  {"name": ${JSON.stringify(name)}, "plan": "p.json", "targets": "t.json"}\n]}`;
    const error = refusal(text);
    expect(error).toMatch(new RegExp(`^/data/lab/jobs\\.json:3:12: job 1 \\(`));
    expect(error).toContain(message);
  });

  it('refuses duplicate names (also differing only in case, one file on macOS and Windows), naming both jobs', () => {
    const error = refusal('{"jobs": [{"name": "Run", "plan": "p", "targets": "t"}, {"name": "b", "plan": "p", "targets": "t"}, {"name": "run", "plan": "p", "targets": "t"}]}');
    expect(error).toContain('job 2 ("run"): the name is already used by job 0 ("Run")');
  });

  it.each([
    ['{"jobs": [', '/data/lab/jobs.json:1:11:'],
    ['[]', 'expected {"jobs"'],
    ['{"jobs": [], "extra": 1}', 'unknown field "extra"'],
    ['{"jobs": [3]}', 'job 0: expected an object'],
    ['{"jobs": [{"name": 3, "plan": "p", "targets": "t"}]}', '"name" must be a string'],
    ['{"jobs": [{"name": "a", "targets": "t"}]}', 'job 0 ("a"): needs "plan"'],
    ['{"jobs": [{"name": "a", "plan": "p"}]}', 'needs "targets"'],
    ['{"jobs": [{"name": "a", "plan": "p", "targets": []}]}', 'must not be an empty list'],
    ['{"jobs": [{"name": "a", "plan": "p", "targets": ["t", 4]}]}', 'each target must be a file path, got 4'],
    ['{"jobs": [{"name": "a", "plan": "", "targets": "t"}]}', '"plan" must be a file path'],
    ['{"jobs": [{"name": "a", "plan": "p", "targets": "t", "iterations": [1]}]}', '"iterations" must be a number'],
    ['{"jobs": [{"name": "a", "plan": "p", "targets": "t", "iterations": null}]}', '"iterations" must be a number'],
    ['{"jobs": [{"name": "a", "plan": "p", "targets": "t", "--iterations": 3}]}', 'is not a bodyplan ik option name'],
    ['{"jobs": [{"name": "a", "plan": "p", "targets": "t", "a": 1, "a": 2}]}', 'duplicate'],
  ])('refuses %s with a located message', (text, message) => {
    const error = refusal(text);
    expect(error).toMatch(/^\/data\/lab\/jobs\.json:\d+:\d+: /);
    expect(error).toContain(message);
  });
});
