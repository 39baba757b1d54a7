import { describe, expect, it } from 'vitest';
import { fileStem, matchFilesToCameras, type CameraFileMatchResult } from './cameraFileMatching.ts';

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
      '"camA_camB.csv": its name contains the camera names "camA" and "camB", equally long, so its camera is ambiguous; rename the file so that one camera\'s name is the longest it contains',
    );
    // Two names equal but for case, and the file matching neither as written.
    expect(messageOf(matchFilesToCameras(['run-CAMA.csv'], ['CamA', 'camA']))).toMatch(/^"run-CAMA.csv": its name contains the camera names "CamA" and "camA", equally long \(ignoring case\)/);
  });

  it('refuses a file naming no camera, and two files for one camera', () => {
    expect(messageOf(matchFilesToCameras(['trial1-camA.csv', 'trial1-side.csv'], ['camA', 'camB']))).toBe(
      '"trial1-side.csv": its name contains none of the calibration\'s camera names ("camA", "camB"); name each file after its camera, as anipose does (e.g. "trial1-camA.csv")',
    );
    expect(messageOf(matchFilesToCameras(['a-camA.csv', 'b-camB.csv', 'c-camA.csv'], ['camA', 'camB']))).toBe('"a-camA.csv" and "c-camA.csv" both name camera "camA": give one file per camera');
  });
});
