import { describe, expect, it } from 'vitest';
import { cameraSpelling, DEFAULT_CAM_REGEX, fileStem, matchFilesToCameras, parseCamRegex, type CameraFileMatchResult } from './cameraFileMatching.ts';

function cameraOf(result: CameraFileMatchResult, names: readonly string[]): string[] {
  if (!result.ok) throw new Error(result.message);
  return result.value.map((m) => `${m.file} → ${names[m.camera]}${m.ignoringCase ? ' (ignoring case)' : ''}`);
}

function messageOf(result: CameraFileMatchResult): string {
  expect(result.ok).toBe(false);
  return result.ok ? '' : result.message;
}

describe('matchFilesToCameras', () => {
  it('gives each file the camera its name contains, whatever the order of files and cameras', () => {
    const names = ['camA', 'camB', 'camC'];
    const files = ['data/trial1-camC-DLC_resnet50.csv', 'data/trial1-camA-DLC_resnet50.csv', 'trial1-camB.csv'];
    expect(cameraOf(matchFilesToCameras(files, names), names)).toEqual([
      'data/trial1-camC-DLC_resnet50.csv → camC',
      'data/trial1-camA-DLC_resnet50.csv → camA',
      'trial1-camB.csv → camB',
    ]);
  });

  it('the longest camera name a file contains wins (cam1 vs cam10)', () => {
    const names = ['cam1', 'cam10', 'cam2'];
    expect(cameraOf(matchFilesToCameras(['run_cam10.csv', 'run_cam1.csv'], names), names)).toEqual(['run_cam10.csv → cam10', 'run_cam1.csv → cam1']);
    // Listing the longer name first changes nothing.
    const reversed = ['cam10', 'cam1'];
    expect(cameraOf(matchFilesToCameras(['run_cam1.csv', 'run_cam10.csv'], reversed), reversed)).toEqual(['run_cam1.csv → cam1', 'run_cam10.csv → cam10']);
  });

  it('reads only the file name: folders and the extension do not count', () => {
    const names = ['left', 'csv', 'right'];
    expect(cameraOf(matchFilesToCameras(['left/trial-right.csv'], names), names)).toEqual(['left/trial-right.csv → right']);
    expect(fileStem('C:\\lab\\camA\\trial.h5.csv')).toBe('trial.h5');
    expect(fileStem('.hidden')).toBe('.hidden');
  });

  it('matches case-sensitively, and ignores case only when nothing else matches', () => {
    const names = ['Top', 'top-left'];
    expect(cameraOf(matchFilesToCameras(['mouse_Top.csv'], names), names)).toEqual(['mouse_Top.csv → Top']);
    // "TOP-LEFT" contains no name as written; ignoring case, "top-left" is the longest.
    expect(cameraOf(matchFilesToCameras(['mouse_TOP-LEFT.csv'], names), names)).toEqual(['mouse_TOP-LEFT.csv → top-left (ignoring case)']);
  });

  it('refuses a file naming two cameras equally well', () => {
    expect(messageOf(matchFilesToCameras(['camA_camB.csv'], ['camA', 'camB', 'camC']))).toBe(
      '"camA_camB.csv": its name contains the camera names "camA" and "camB", equally long, so its camera is ambiguous; rename the file so that one camera\'s name is the longest it contains; ' +
        `nor did the default cam_regex /${DEFAULT_CAM_REGEX}/ fit ("camA_camB.csv" → nothing): give a camera name pattern (anipose's cam_regex: --cam-regex, or the Studio's "Camera name pattern")`,
    );
    // Two names equal but for case, and the file matching neither as written.
    expect(messageOf(matchFilesToCameras(['run-CAMA.csv'], ['CamA', 'camA']))).toMatch(/^"run-CAMA.csv": its name contains the camera names "CamA" and "camA", equally long \(ignoring case\)/);
  });

  it('refuses a file naming no camera, and two files for one camera', () => {
    // Neither rule fits: the message gives the name rule's reason, then what the default pattern read.
    expect(messageOf(matchFilesToCameras(['trial1-camA.csv', 'trial1-side.csv'], ['camA', 'camB']))).toBe(
      '"trial1-side.csv": its name contains none of the calibration\'s camera names ("camA", "camB"); name each file after its camera, as anipose does (e.g. "trial1-camA.csv"); ' +
        `nor did the default cam_regex /${DEFAULT_CAM_REGEX}/ fit ("trial1-camA.csv" → "A", "trial1-side.csv" → nothing): give a camera name pattern (anipose's cam_regex: --cam-regex, or the Studio's "Camera name pattern")`,
    );
    expect(messageOf(matchFilesToCameras(['a-camA.csv', 'b-camB.csv', 'c-camA.csv'], ['camA', 'camB']))).toMatch(
      /^"a-camA.csv" and "c-camA.csv" both name camera "camA": give one file per camera \(by the name rule\); nor did the default cam_regex/,
    );
  });

  it('a number in a camera name is not cut out of a longer number ("cam1" is not in "cam12")', () => {
    expect(messageOf(matchFilesToCameras(['run_cam12.csv'], ['cam1', 'cam2']))).toMatch(/^"run_cam12.csv": its name contains none of the calibration's camera names/);
  });
});

describe('matchFilesToCameras by cam_regex', () => {
  const anipose = ['A', 'B', 'C', 'D'];
  const dlcNames = ['D', 'A', 'C', 'B'].map((cam) => `videos-raw/trial1-cam${cam}DLC_resnet50_flyJan1shuffle1_100000.h5`);

  it('anipose cameras A–D with DeepLabCut output names: the default pattern reads the letter before "DLC_"', () => {
    expect(cameraOf(matchFilesToCameras(dlcNames, anipose), anipose)).toEqual(dlcNames.map((file, i) => `${file} → ${'DACB'[i]}`));
    const result = matchFilesToCameras(dlcNames, anipose);
    expect(result.ok && result.value.map((m) => `${m.rule} ${m.extracted}`)).toEqual(['DACB'].flatMap((s) => [...s]).map((cam) => `cam_regex /${DEFAULT_CAM_REGEX}/ ${cam}`));
    // anipose's own video names and _filtered outputs too.
    expect(cameraOf(matchFilesToCameras(['trial1-camB.avi', 'trial1-camADLC_resnet50_flyJan1shuffle1_100000_filtered.csv'], anipose), anipose)).toEqual([
      'trial1-camB.avi → B',
      'trial1-camADLC_resnet50_flyJan1shuffle1_100000_filtered.csv → A',
    ]);
  });

  it('cameras "1"–"4" with "…-TS-1-cam1.csv": the default pattern reads the number after "-cam"', () => {
    const names = ['1', '2', '3', '4'];
    const files = ['2019-08-02-TS-1-cam3.csv', '2019-08-02-TS-1-cam1.csv', '2019-08-02-TS-1-cam4.csv', '2019-08-02-TS-1-cam2.csv'];
    expect(cameraOf(matchFilesToCameras(files, names), names)).toEqual(files.map((file) => `${file} → ${file.at(-5)}`));
  });

  it("Pose2Sim's cam_01 calibration with cam01_json folders: spellings of one camera match", () => {
    expect(cameraSpelling('cam_01')).toBe(cameraSpelling('cam01'));
    expect(cameraSpelling('Cam-1')).toBe(cameraSpelling('cam01'));
    expect(cameraSpelling('cam10')).not.toBe(cameraSpelling('cam1'));
    const names = ['cam_01', 'cam_02', 'cam_10'];
    const folders = ['pose/cam10_json', 'pose/cam02_json', 'pose/cam01_json'];
    expect(cameraOf(matchFilesToCameras(folders, names), names)).toEqual(['pose/cam10_json → cam_10 (ignoring case)', 'pose/cam02_json → cam_02 (ignoring case)', 'pose/cam01_json → cam_01 (ignoring case)']);
    // A pattern naming the folder's camera works the same way, and says what it read.
    const byRegex = matchFilesToCameras(folders, names, { camRegex: '^(cam\\d+)_json$' });
    expect(byRegex.ok && byRegex.value.map((m) => `${m.extracted} → ${names[m.camera]}`)).toEqual(['cam10 → cam_10', 'cam02 → cam_02', 'cam01 → cam_01']);
  });

  it('a given pattern is the only rule: Python named groups work, and it wins over the name rule', () => {
    const names = ['camA', 'camB'];
    expect(cameraOf(matchFilesToCameras(['x-camB_top.csv', 'y-camA_top.csv'], names, { camRegex: '-(?P<cam>cam[AB])_top' }), names)).toEqual(['x-camB_top.csv → camB', 'y-camA_top.csv → camA']);
  });

  it('refuses, saying the rule and what it read from each file: no match, an unknown camera, two files for one camera, several spellings', () => {
    const names = ['A', 'B'];
    expect(messageOf(matchFilesToCameras(['t-camA.csv', 't-side.csv'], names, { camRegex: '-cam([A-Z])$' }))).toBe(
      '"t-side.csv": cam_regex /-cam([A-Z])$/ finds no camera name in "t-side" (the given cam_regex /-cam([A-Z])$/ extracted "t-camA.csv" → "A", "t-side.csv" → nothing)',
    );
    expect(messageOf(matchFilesToCameras(['t-camA.csv', 't-camE.csv'], names, { camRegex: '-cam([A-Z])$' }))).toBe(
      '"t-camE.csv": cam_regex /-cam([A-Z])$/ reads camera "E", which the calibration does not have ("A", "B") (the given cam_regex /-cam([A-Z])$/ extracted "t-camA.csv" → "A", "t-camE.csv" → "E")',
    );
    expect(messageOf(matchFilesToCameras(['t1-camA.csv', 't2-camA.csv'], names, { camRegex: '-cam([A-Z])$' }))).toBe(
      '"t1-camA.csv" and "t2-camA.csv" both name camera "A": give one file per camera (the given cam_regex /-cam([A-Z])$/ extracted "t1-camA.csv" → "A", "t2-camA.csv" → "A")',
    );
    expect(messageOf(matchFilesToCameras(['t-cam01.csv'], ['cam1', 'cam_01'], { camRegex: '-(cam01)' }))).toMatch(/reads camera "cam01", which is the spelling of several calibration cameras \("cam1", "cam_01"\)/);
  });

  it('refuses a pattern that is not a regular expression or has not exactly one group', () => {
    expect(messageOf(matchFilesToCameras(['a.csv'], ['A'], { camRegex: '-cam([A-Z]' }))).toMatch(/^cam_regex "-cam\(\[A-Z\]" is not a valid regular expression: /);
    expect(messageOf(matchFilesToCameras(['a.csv'], ['A'], { camRegex: '-cam[A-Z]' }))).toBe('cam_regex "-cam[A-Z]" has 0 capture groups; it needs exactly one, around the camera\'s name (e.g. "-cam([A-Z])$")');
    expect(parseCamRegex('(a)(b)')).toEqual({ ok: false, message: 'cam_regex "(a)(b)" has 2 capture groups; it needs exactly one, around the camera\'s name (e.g. "-cam([A-Z])$")' });
    expect(parseCamRegex('(?:x)-cam([A-Z])').ok).toBe(true);
  });
});
