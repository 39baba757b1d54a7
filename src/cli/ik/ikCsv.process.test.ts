import { describe, expect, it } from 'vitest';
import { ONE_CAMERA_NOTE } from '../testing/oneCameraNote.ts';
import { runCli } from '../testing/runCli.ts';
import { temporaryFiles } from '../testing/ikTestFiles.ts';

const file = temporaryFiles('bodyplan-ikcsv-');

/** A planar two-hinge arm (fixed base): Shoulder at the origin, Elbow and Hand one unit apart. */
const arm = file('arm.json', {
  fixed_base: true,
  joints: [
    { name: 'Shoulder', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0 }] },
    { name: 'Elbow', parent: 'Shoulder', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0 }] },
    { name: 'Hand', parent: 'Elbow', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
  ],
});

/** Looks down the z axis from z = 5: pixel = (20 x + 50, 20 y + 50) for the arm's plane z = 0. */
const camera = { type: 'camera', fx: 100, fy: 100, cx: 50, cy: 50, world2cam_pos: [0, 0, 5], world2cam_rot_mat: [1, 0, 0, 0, 1, 0, 0, 0, 1] };

/** anipose: parts matched case-insensitively ("HAND"), a part with no joint ("tail"), a missing point (frame 1 hand). */
const aniposeCsv = [
  'fnum,elbow_x,elbow_y,elbow_z,elbow_score,HAND_x,HAND_y,HAND_z,HAND_score,tail_x,tail_y,tail_z,ncams',
  '0,0.955,0.296,0,0.9,1.65,1.01,0,0.8,5,5,5,2',
  '1,0.9,0.4,0,0.5,,,,,5,5,5,2',
].join('\n');
/** The same recording as JSON targets: Shoulder unobserved, weights = the scores (1 where no score applies). */
const aniposeJson = {
  frames: [
    [null, [0.955, 0.296, 0], [1.65, 1.01, 0]],
    [null, [0.9, 0.4, 0], null],
  ],
  weights: [
    [1, 0.9, 0.8],
    [1, 0.5, 1],
  ],
};

/** DeepLabCut: "wrist" feeds Hand through --parts, "tail" is mapped to null; frame 1's elbow has likelihood 0.3. */
const deepLabCutCsv = [
  'scorer,DLC_resnet50,DLC_resnet50,DLC_resnet50,DLC_resnet50,DLC_resnet50,DLC_resnet50,DLC_resnet50,DLC_resnet50,DLC_resnet50',
  'bodyparts,elbow,elbow,elbow,wrist,wrist,wrist,tail,tail,tail',
  'coords,x,y,likelihood,x,y,likelihood,x,y,likelihood',
  '0,69.1,55.92,0.95,83,70.2,0.9,10,10,0.99',
  '1,68,58,0.3,80.5,74,0.85,10,10,0.99',
].join('\n');
const mapping = file('parts.json', { wrist: 'hand', tail: null });
const deepLabCutFrames = [
  [null, [69.1, 55.92], [83, 70.2]],
  [null, null, [80.5, 74]],
];
const deepLabCutWeights = [
  [0, 0.95, 0.9],
  [0, 0, 0.85],
];

async function solve(...args: string[]) {
  const run = await runCli(['ik', arm, ...args], 60_000);
  return run;
}

describe('bodyplan ik with CSV recordings', () => {
  it('an anipose CSV solves to the same frames as the equivalent JSON targets, with one note on unmatched parts and joints', async () => {
    const fromCsv = await solve('--targets', file('arm3d.csv', aniposeCsv));
    const fromJson = await solve('--targets', file('arm3d.json', aniposeJson));
    expect(fromJson.stderr).toBe('');
    expect(fromJson.code).toBe(0);
    expect(fromCsv.code).toBe(0);
    expect(fromCsv.stdout).toBe(fromJson.stdout);
    expect((JSON.parse(fromCsv.stdout) as { frames: unknown[] }).frames).toHaveLength(2);
    expect(fromCsv.stderr).toBe(
      'bodyplan ik: note: parts feeding no joint: tail; joints without a part (left unobserved): Shoulder (--parts mapping.json maps part names to joint names)\n',
    );
    // --likelihood-threshold is anipose's lowest kept score: 0.6 drops frame 1's elbow (score 0.5).
    const strict = await solve('--targets', file('arm3d.csv', aniposeCsv), '--likelihood-threshold', '0.6');
    const strictJson = await solve('--targets', file('arm3d-strict.json', { ...aniposeJson, frames: [aniposeJson.frames[0], [null, null, null]] }));
    expect(strict.code).toBe(0);
    expect(strict.stdout).toBe(strictJson.stdout);
  }, 60_000);

  it('a DeepLabCut CSV with --camera (and --parts) equals the equivalent 2D JSON file; --xy equals an X-Y mapper; --likelihood-threshold moves the cut-off', async () => {
    const csv = file('arm2d.csv', deepLabCutCsv);
    const cameraFile = file('camera.json', camera);
    const fromCsv = await solve('--targets', csv, '--camera', cameraFile, '--parts', mapping);
    const fromJson = await solve('--targets', file('arm2d.json', { mapper: camera, frames: deepLabCutFrames, weights: deepLabCutWeights }));
    // One camera: the note that depth is not observed, once (not per frame).
    expect(fromJson.stderr).toBe(ONE_CAMERA_NOTE);
    expect(fromJson.code).toBe(0);
    expect(fromCsv.code).toBe(0);
    expect(fromCsv.stdout).toBe(fromJson.stdout);
    const solved = (JSON.parse(fromCsv.stdout) as { frames: { rms_error: number }[] }).frames;
    expect(solved[0]!.rms_error).toBeLessThan(0.5);
    expect(fromCsv.stderr).toBe(
      'bodyplan ik: note: parts feeding no joint: tail; joints without a part (left unobserved): Shoulder (--parts mapping.json maps part names to joint names)\n' + ONE_CAMERA_NOTE,
    );

    const xy = await solve('--targets', csv, '--xy', '--parts', mapping);
    // An X-Y view has no depth to lose: no depth note.
    expect(xy.stderr).toBe('bodyplan ik: note: parts feeding no joint: tail; joints without a part (left unobserved): Shoulder (--parts mapping.json maps part names to joint names)\n');
    const xyJson = await solve('--targets', file('arm2d-xy.json', { mapper: { type: 'xy' }, frames: deepLabCutFrames, weights: deepLabCutWeights }));
    expect(xy.code).toBe(0);
    expect(xy.stdout).toBe(xyJson.stdout);

    const loose = await solve('--targets', csv, '--camera', cameraFile, '--parts', mapping, '--likelihood-threshold', '0.2');
    const looseFrames = [deepLabCutFrames[0], [null, [68, 58], [80.5, 74]]];
    const looseJson = await solve('--targets', file('arm2d-loose.json', { mapper: camera, frames: looseFrames, weights: [deepLabCutWeights[0], [0, 0.3, 0.85]] }));
    expect(loose.code).toBe(0);
    expect(loose.stdout).toBe(looseJson.stdout);
    expect(loose.stdout).not.toBe(fromCsv.stdout);
  }, 90_000);

  const errors: [string, string[], RegExp][] = [
    ['anipose: a field that is not a number', ['--targets', file('bad-number.csv', aniposeCsv.replace('0.9,0.4,0', '0.9,abc,0'))], /: line 3, field 3 \(elbow_y\): expected a finite number, got "abc"$/],
    ['anipose: a coordinate too large for the RMS error', ['--targets', file('huge.csv', aniposeCsv.replace('0.955,0.296', '0.955,1e200'))], /: line 2, field 3 \(elbow_y\): 1e200 is too large: coordinates must be within ±1e\+150$/],
    ['anipose: a row of the wrong width', ['--targets', file('short.csv', `${aniposeCsv}\n2,1,1`)], /: line 4: 3 fields, but the header has 13$/],
    ['anipose: a part without its z column', ['--targets', file('no-z.csv', 'elbow_x,elbow_y,elbow_score\n1,2,0.5')], /: line 1: part "elbow" has elbow_z missing$/],
    ['an unclosed quote', ['--targets', file('quote.csv', 'elbow_x,elbow_y,elbow_z\n1,"2,3\n')], /: line 2, column 3: .+$/],
    ['neither format', ['--targets', file('other.csv', 'time,value\n0,1')], /: line 1: not a recording CSV: .+ \(first field "time"\)$/],
    ['DeepLabCut: header rows missing', ['--targets', file('dlc-header.csv', 'scorer,DLC,DLC,DLC\n0,1,2,0.9'), '--xy'], /: line 2: not a DeepLabCut CSV: the header rows "bodyparts" and "coords" .+$/],
    ['DeepLabCut: an unknown coords entry', ['--targets', file('coords.csv', deepLabCutCsv.replace('coords,x,y,likelihood,x', 'coords,x,y,likelihood,z')), '--xy'], /: line 3, field 5: coords must be x, y or likelihood, got "z"$/],
    ['DeepLabCut: a field that is not a number', ['--targets', file('dlc-number.csv', deepLabCutCsv.replace('83,70.2', '83,seventy')), '--xy', '--parts', mapping], /: line 4, field 6 \(part "wrist", y\): expected a number, got "seventy"$/],
    ['DeepLabCut: a malformed field of a part that feeds no joint', ['--targets', file('dlc-unmatched.csv', deepLabCutCsv.replace('83,70.2', '83,seventy')), '--xy'], /: line 4, field 6 \(part "wrist", y\): expected a number, got "seventy"$/],
    ['DeepLabCut without a camera', ['--targets', file('nocam.csv', deepLabCutCsv)], /: a DeepLabCut CSV file holds one camera's 2D pixels: give the camera they were taken with \(--camera camera\.json\), --xy for an X-Y view, or --calibration calibration\.toml with one file per camera$/],
    ['a camera file without fx', ['--targets', file('cam.csv', deepLabCutCsv), '--camera', file('nofx.json', { ...camera, fx: undefined })], /^bodyplan ik: --camera ".*nofx\.json": mapper\.fx must be a finite number, got undefined$/],
    ['a mapping to a joint the plan does not have', ['--targets', file('map.csv', deepLabCutCsv), '--xy', '--parts', file('bad-parts.json', { wrist: 'Finger' })], /: the mapping table sends part "wrist" to joint "Finger", which the body plan does not have$/],
    ['a mapping that is not an object of names', ['--targets', file('map2.csv', deepLabCutCsv), '--xy', '--parts', file('bad-parts2.json', { wrist: 3 })], /^bodyplan ik: --parts ".*bad-parts2\.json": part "wrist" must map to a joint name \(a string\) or null, got 3$/],
    ['--xy with JSON targets', ['--targets', file('plain.json', aniposeJson), '--xy'], /^bodyplan ik: --xy only applies to a tracker's or a lab's file \(CSV, \.h5, \.trc …\), not to JSON targets; usage: .+$/],
  ];
  it.each(errors)('%s: one located line on stderr, exit 2, nothing on stdout', async (_, args, message) => {
    const run = await solve(...args);
    expect(run.stdout).toBe('');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^[^\n]+\n$/);
    expect(run.stderr.trimEnd()).toMatch(message);
    expect(run.stderr).toMatch(/^bodyplan ik: /);
  }, 60_000);
});
