import { describe, expect, it } from 'vitest';
import { exclusionFromFields, framesText } from './exclusionRange.ts';

describe("the exclude dialog's frame fields", () => {
  it('makes a whole-camera exclusion from two frame numbers, one frame when they are equal', () => {
    expect(exclusionFromFields('camB', null, ' 80', '109 ', 140)).toEqual({ ok: true, exclusion: { camera: 'camB', keypoint: null, from: 80, to: 109 } });
    expect(exclusionFromFields('camB', null, '7', '7', 140)).toEqual({ ok: true, exclusion: { camera: 'camB', keypoint: null, from: 7, to: 7 } });
  });

  it("makes one keypoint's exclusion in one camera, written as --exclude camB/rh_claw:80-109", () => {
    expect(exclusionFromFields('camB', 'rh_claw', '80', '109', 140)).toEqual({ ok: true, exclusion: { camera: 'camB', keypoint: 'rh_claw', from: 80, to: 109 } });
  });

  it('refuses what is not a frame of the recording, naming the field', () => {
    expect(exclusionFromFields('camB', null, '8o', '109', 140)).toEqual({ ok: false, message: 'From: "8o" is not a frame number (a whole number from 0)' });
    expect(exclusionFromFields('camB', null, '80', '', 140)).toEqual({ ok: false, message: 'To: "" is not a frame number (a whole number from 0)' });
    expect(exclusionFromFields('camB', null, '80', '140', 140)).toEqual({ ok: false, message: "To: frame 140 is past the recording's last frame, 139" });
    expect(exclusionFromFields('camB', null, '109', '80', 140)).toEqual({ ok: false, message: 'To: frame 80 is before From, 109' });
  });

  it('says a range as the buttons show it', () => {
    expect(framesText(80, 109)).toBe('frames 80–109');
    expect(framesText(3, 3)).toBe('frame 3');
  });
});
