import { describe, expect, it } from 'vitest';
import { lookAtCamera } from '../observations/lookAtCamera.ts';
import { MAPPING, TWO_BONE_BVH } from './readers/bvh.fixtures.ts';
import { TRACKED } from './readers/readers.fixtures.ts';
import { cameraNamedIn } from './studioTableRecording.ts';
import { DEFAULT_LOAD_OPTIONS, parsePartMappingJson, readCamerasFile, readStudioRecording, type StudioLoadOptions } from './studioRecordingFile.ts';
import type { BvhMotion } from './readers/bvhTargets.ts';

const intrinsics = { fx: 500, fy: 500, cx: 320, cy: 240 };
const camA = lookAtCamera([0, 0, 5], [0, 0, 0], [0, 1, 0], intrinsics);
const camB = lookAtCamera([5, 0, 0], [0, 0, 0], [0, 0, 1], intrinsics);
const cameraJson = (c: typeof camA) => ({ fx: c.fx, fy: c.fy, cx: c.cx, cy: c.cy, world2cam_pos: Array.from(c.world2camPos), world2cam_rot_mat: Array.from(c.world2camRot) });
const withCameras: StudioLoadOptions = { ...DEFAULT_LOAD_OPTIONS, cameras: { fileName: 'rig.json', mappers: [camA, camB], names: ['top', 'side'] } };

const DLC = `scorer,s,s,s,s,s,s
bodyparts,THORAX,THORAX,THORAX,knee,knee,knee
coords,x,y,likelihood,x,y,likelihood
0,100,200,0.9,110,210,0.3
1,101,201,0.9,111,211,0.8
`;

describe('readStudioRecording', () => {
  it('reads the CLI’s several-camera 2D JSON into a 2D IkRecording; playback frames are unobserved in 3D', () => {
    const text = JSON.stringify({
      cameras: [cameraJson(camA), cameraJson(camB)],
      frames: [[[[1, 2], null, null], [null, [3, 4], null]]],
      fps: 10,
    });
    const result = readStudioRecording('take.json', text, TRACKED, DEFAULT_LOAD_OPTIONS);
    if (!result.ok) throw new Error(result.message);
    const { format, ikRecording, recording } = result.value;
    expect(format).toBe('2d-json');
    expect(ikRecording.kind === '2d' && ikRecording.mappers.length).toBe(2);
    expect(recording.fps).toBe(10);
    expect(recording.observedJoints).toBe(2);
    expect(recording.frames).toHaveLength(1);
    expect(recording.frames[0]!.every(Number.isNaN)).toBe(true);
  });
  it('a malformed 2D file gets the reader’s located message', () => {
    const text = JSON.stringify({ mapper: { type: 'xy' }, frames: [[[1, 2], [1], null]] });
    expect(readStudioRecording('bad.json', text, TRACKED, DEFAULT_LOAD_OPTIONS)).toEqual({
      ok: false,
      message: 'frames[0][1] (joint "LeftKnee") must be [x, y] of 2 finite numbers or null, got [1]',
    });
  });
  it('keeps the 3D path: the solver gets the playback frames themselves', () => {
    const result = readStudioRecording('take.json', JSON.stringify({ frames: [[[0, 0, 0], null, [2, 0, 0]]] }), TRACKED, DEFAULT_LOAD_OPTIONS);
    if (!result.ok) throw new Error(result.message);
    expect(result.value.format).toBe('3d');
    expect(result.value.ikRecording).toEqual({ kind: '3d', targets: result.value.recording.frames, weights: null });
  });
  it('a DeepLabCut CSV needs cameras, then goes through the camera its file name names (else the chosen one)', () => {
    const none = readStudioRecording('side-cam.csv', DLC, TRACKED, DEFAULT_LOAD_OPTIONS);
    expect(!none.ok && none.message).toContain('a DeepLabCut CSV holds 2D pixels: open the cameras JSON');
    const named = readStudioRecording('side-cam.csv', DLC, TRACKED, withCameras);
    if (!named.ok) throw new Error(named.message);
    expect(named.value.cameraUsed).toBe(1);
    expect(named.value.parts).toEqual(['THORAX', 'knee']);
    expect(named.value.ikRecording.kind === '2d' && named.value.ikRecording.mappers[0]).toBe(camB);
    // The knee of frame 0 is below the likelihood threshold.
    expect(named.value.ikRecording.kind === '2d' && Array.from(named.value.ikRecording.frames[0]!.points.subarray(0, 4))).toEqual([100, 200, NaN, NaN]);
    const chosen = readStudioRecording('take.csv', DLC, TRACKED, { ...withCameras, cameraIndex: 0, likelihoodThreshold: 0.2, mapping: { knee: 'LeftFoot' } });
    if (!chosen.ok) throw new Error(chosen.message);
    expect(chosen.value.cameraUsed).toBe(0);
    expect(chosen.value.ikRecording.kind === '2d' && Array.from(chosen.value.ikRecording.frames[0]!.points)).toEqual([100, 200, NaN, NaN, 110, 210]);
    expect(chosen.value.recording.matchedBy).toBe('name');
  });
  it('reads an anipose CSV as weighted 3D targets', () => {
    const result = readStudioRecording('pose-3d.csv', 'thorax_x,thorax_y,thorax_z,thorax_score\n1,2,3,0.5\n', TRACKED, DEFAULT_LOAD_OPTIONS);
    if (!result.ok) throw new Error(result.message);
    expect(result.value.format).toBe('anipose');
    expect(result.value.ikRecording.kind === '3d' && Array.from(result.value.ikRecording.weights![0]!)).toEqual([0.5, 1, 1]);
    expect(result.value.recording.observedJoints).toBe(1);
  });
  it('reads BVH motion with its scale and frame rate, or passes its error on', () => {
    const motion: BvhMotion = {
      joints: [{ name: 'Hips', parent: -1 }],
      frameCount: 1,
      frameTime: 0.04,
      positions: Float64Array.from([1, 2, 3]),
      quaternions: Float64Array.from([0, 0, 0, 1]),
    };
    const result = readStudioRecording('walk.bvh', { bvh: motion }, TRACKED, { ...DEFAULT_LOAD_OPTIONS, bvhScale: 2, mapping: MAPPING });
    if (!result.ok) throw new Error(result.message);
    expect(result.value.format).toBe('bvh');
    expect(result.value.recording.fps).toBe(25);
    expect(Array.from(result.value.recording.frames[0]!.subarray(0, 3))).toEqual([2, 4, 6]);
    expect(readStudioRecording('walk.bvh', { bvhError: 'line 3: oops' }, TRACKED, DEFAULT_LOAD_OPTIONS)).toEqual({ ok: false, message: 'line 3: oops' });
    expect(TWO_BONE_BVH).toContain('HIERARCHY');
  });
});

describe('readCamerasFile, cameraNamedIn, parsePartMappingJson', () => {
  it('reads {"cameras", "names"} or one camera; refuses bad names and X-Y views', () => {
    const read = readCamerasFile(JSON.stringify({ cameras: [cameraJson(camA), cameraJson(camB)], names: ['top', 'side'] }), TRACKED);
    expect(read.ok && read.value.names).toEqual(['top', 'side']);
    const one = readCamerasFile(JSON.stringify(cameraJson(camA)), TRACKED);
    expect(one.ok && one.value.names).toEqual(['camera 1']);
    expect(readCamerasFile(JSON.stringify({ cameras: [cameraJson(camA)], names: ['a', 'b'] }), TRACKED)).toEqual({ ok: false, message: '"names" must be an array of 1 non-empty camera names, one per camera' });
    expect(readCamerasFile(JSON.stringify({ cameras: [{ type: 'xy' }] }), TRACKED).ok).toBe(false);
    const bad = readCamerasFile(JSON.stringify({ cameras: [{ ...cameraJson(camA), fx: 0 }] }), TRACKED);
    expect(!bad.ok && bad.message).toContain('cameras[0].fx must not be 0');
  });
  it('finds the longest camera name inside a file name, case-insensitively', () => {
    expect(cameraNamedIn('Cam10-DLC.csv', ['cam1', 'cam10'])).toBe(1);
    expect(cameraNamedIn('take.csv', ['cam1'])).toBeNull();
  });
  it('reads a saved part table and locates what is wrong with one', () => {
    expect(parsePartMappingJson('{"nose": null, "knee": "LeftKnee"}')).toEqual({ ok: true, value: { nose: null, knee: 'LeftKnee' } });
    expect(parsePartMappingJson('{"nose": 3}')).toEqual({ ok: false, message: 'part "nose" must map to a joint name (a string) or null, got 3' });
    const broken = parsePartMappingJson('{"nose": ');
    expect(!broken.ok && broken.message).toMatch(/^not valid JSON: line 1, column \d+/);
  });
});

describe('a saved 2D recording\'s camera names and exclusions', () => {
  const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;
  const saved = (extra: Record<string, unknown>) =>
    JSON.stringify({ cameras: [cameraJson(camA), cameraJson(camB)], frames: [[[[1, 2], null, null], [null, [3, 4], null]]], ...extra }, null, 2);

  it('reads "names" and "exclusions" (not applied: the solve applies them, so the points stay drawable)', () => {
    const result = readStudioRecording('take.json', saved({ names: ['camA', 'camB'], exclusions: ['camB:80-109', 'camA/LeftKnee:3'] }), TRACKED, DEFAULT_LOAD_OPTIONS);
    if (!result.ok) throw new Error(result.message);
    expect(result.value.cameraNames).toEqual(['camA', 'camB']);
    expect(result.value.exclusions).toEqual([
      { camera: 'camB', keypoint: null, from: 80, to: 109 },
      { camera: 'camA', keypoint: 'LeftKnee', from: 3, to: 3 },
    ]);
    const frame = result.value.ikRecording.kind === '2d' ? result.value.ikRecording.frames[0]! : null;
    // camB's LeftKnee point of frame 0, at full weight (the file has no "weights"): still there to draw.
    expect([frame!.points[8], frame!.points[9], frame!.weights]).toEqual([3, 4, undefined]);
  });

  it('a file without them reads as before (no names, no exclusions)', () => {
    const result = readStudioRecording('take.json', saved({}), TRACKED, DEFAULT_LOAD_OPTIONS);
    if (!result.ok) throw new Error(result.message);
    expect(result.value.cameraNames).toBeUndefined();
    expect(result.value.exclusions).toBeUndefined();
  });

  it('an exclusion naming a camera or keypoint the file does not have is refused with its line and column and the names there are', () => {
    const cameraText = saved({ names: ['camA', 'camB'], exclusions: ['camB:1-2', 'camC:80-109'] });
    const camera = readStudioRecording('take.json', cameraText, TRACKED, DEFAULT_LOAD_OPTIONS);
    expect(camera).toEqual({ ok: false, message: `line ${lineOf(cameraText, '"camC:80-109"')}, column 5: exclusions[1]: exclusion "camC:80-109": no camera is called "camC" (cameras: camA, camB)` });
    const keypointText = saved({ names: ['camA', 'camB'], exclusions: ['camB/knee:1'] });
    const keypoint = readStudioRecording('take.json', keypointText, TRACKED, DEFAULT_LOAD_OPTIONS);
    expect(!keypoint.ok && keypoint.message).toBe(`line ${lineOf(keypointText, '"camB/knee:1"')}, column 5: exclusions[0]: exclusion "camB/knee:1": no keypoint is called "knee" (keypoints: Thorax, LeftKnee, LeftFoot)`);
    const unnamed = readStudioRecording('take.json', saved({ exclusions: ['camera 2:5'] }), TRACKED, DEFAULT_LOAD_OPTIONS);
    expect(unnamed.ok && unnamed.value.cameraNames).toEqual(['camera 1', 'camera 2']);
  });

  it('malformed fields say what is expected, where', () => {
    const range = readStudioRecording('take.json', saved({ exclusions: ['camera 1:9-3'] }), TRACKED, DEFAULT_LOAD_OPTIONS);
    expect(!range.ok && range.message).toMatch(/^line \d+, column 5: exclusions\[0\]: exclusion "camera 1:9-3": the range ends \(3\) before it starts \(9\)$/);
    const notString = readStudioRecording('take.json', saved({ exclusions: [42] }), TRACKED, DEFAULT_LOAD_OPTIONS);
    expect(!notString.ok && notString.message).toMatch(/^line \d+, column 5: exclusions\[0\] must be a string such as "camB:80-109", got 42$/);
    const names = readStudioRecording('take.json', saved({ names: ['camA'] }), TRACKED, DEFAULT_LOAD_OPTIONS);
    expect(!names.ok && names.message).toMatch(/^line \d+, column \d+: "names" must be an array of 2 camera names, one per camera$/);
    const colon = readStudioRecording('take.json', saved({ names: ['camA', 'cam:B'] }), TRACKED, DEFAULT_LOAD_OPTIONS);
    expect(!colon.ok && colon.message).toMatch(/names\[1\] must be a non-empty camera name without ':' or '\/', got "cam:B"$/);
  });
});
