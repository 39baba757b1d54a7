import { describe, expect, it } from 'vitest';
import { stemOf, trialName } from './trialName.ts';

const dlc = (camera: string, filtered = '') => `2019-08-02-vid01-cam${camera}DLC_resnet50_flyMay1shuffle1_1030000${filtered}.h5`;

describe('trialName', () => {
  it("names an anipose session (cameras A-D, DeepLabCut's output names) after the trial, not the calibration", () => {
    const files = ['calibration.toml', dlc('A'), dlc('B'), dlc('C'), dlc('D')];
    expect(trialName({ files })).toBe('2019-08-02-vid01');
  });

  it("strips DeepLabCut's _filtered variants and CSV output alike", () => {
    expect(trialName({ files: [dlc('A', '_filtered'), dlc('B', '_filtered')] })).toBe('2019-08-02-vid01');
    expect(trialName({ files: ['trial1-camADLC_resnet50_projJan1shuffle1_500.csv', 'trial1-camBDLC_resnet50_projJan1shuffle1_500.csv'] })).toBe('trial1');
  });

  it('takes cameras numbered 1-4 out of "-TS-1-camN" names', () => {
    expect(trialName({ files: ['calib.toml', 'pose-TS-1-cam1.csv', 'pose-TS-1-cam2.csv', 'pose-TS-1-cam3.csv'] })).toBe('pose-TS-1');
  });

  it("names a Pose2Sim trial from its .trc, without the frame range and filter Pose2Sim appends", () => {
    expect(trialName({ files: ['pose-3d/Demo_SinglePerson_0-100_filt_butterworth.trc'] })).toBe('Demo_SinglePerson');
    expect(trialName({ files: ['S00_P00_T01_BalancingTrial_0-80.trc'] })).toBe('S00_P00_T01_BalancingTrial');
  });

  it("names OpenPose's per-frame JSON after their video, less the camera", () => {
    const files = ['trial2_cam01_000000000000_keypoints.json', 'trial2_cam01_000000000001_keypoints.json', 'trial2_cam02_000000000000_keypoints.json'];
    expect(trialName({ files })).toBe('trial2');
  });

  it('takes a camera word at the end of one file away, and keeps a plain name as it is', () => {
    expect(trialName({ files: [dlc('A')] })).toBe('2019-08-02-vid01');
    expect(trialName({ files: ['arm-take.json'] })).toBe('arm-take');
    expect(trialName({ files: ['mouse7.predictions.analysis.h5'] })).toBe('mouse7');
  });

  it("takes a camera of the calibration's off the end of one file, whatever its name", () => {
    expect(trialName({ files: ['calibration.toml', 'trial1-left.csv'], cameras: ['left', 'right'] })).toBe('trial1');
    // Not a camera's name after a separator: kept.
    expect(trialName({ files: ['stepleft.csv'], cameras: ['left'] })).toBe('stepleft');
  });

  it('uses the common end when the cameras come first', () => {
    expect(trialName({ files: ['camA-walk3.csv', 'camB-walk3.csv'] })).toBe('walk3');
  });

  it('falls back to the videos, then to the fallback, when the files have no common stem', () => {
    expect(trialName({ files: ['calibration.toml', 'left.csv', 'right.csv'], videos: ['run5-camA.mp4', 'run5-camB.mp4'] })).toBe('run5');
    expect(trialName({ files: ['calibration.toml', 'left.csv', 'right.csv'] })).toBe('recording');
    expect(trialName({ files: ['calibration.toml'] }, 'session')).toBe('session');
  });

  it('adds no spaces or "+": they become "-"', () => {
    expect(trialName({ files: ['my trial + more.csv'] })).toBe('my-trial-more');
  });
});

describe('stemOf', () => {
  it('strips folders, extensions and the tools\' suffixes', () => {
    expect(stemOf('C:\\data\\videos-raw\\vid-camCDLC_resnet50_x_shuffle1_100_el_filtered.h5')).toBe('vid-camC');
    expect(stemOf('labels.v001.slp')).toBe('labels.v001');
  });
});
