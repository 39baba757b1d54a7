/*
 * C3D marker files (Vicon, Qualisys, Motion Analysis; Pose2Sim writes them too): 512-byte blocks.
 * Block 1 is the header (byte 0: the parameter section's block, byte 1: the key 0x50; then 16-bit
 * words: points, analog values per frame, first and last frame, scale, data block, analog samples per
 * frame, rate); the parameter section follows (c3dParameters.ts); the data section holds per frame X,
 * Y, Z and a residual word per point, then the frame's analog samples, as int16 scaled by
 * |POINT:SCALE| or as floats when POINT:SCALE is negative. A negative residual marks an invalid point.
 * Every count is checked against the file's size before anything is allocated or read.
 */
import { C3dNumbers, PROCESSOR_CODES } from './c3dNumbers.ts';
import { parameterLong, parameterNumber, parameterStrings, readC3dParameters, type C3dParameter } from './c3dParameters.ts';
import type { LabTableResult, MarkerTable3D } from './labTables.ts';
import { METRES_PER_UNIT, yUpToZUp, type UpAxis } from './upAxis.ts';

export interface C3dOptions {
  /**
   * The file's up axis: 'z' keeps the axes; 'y' turns Y-up to Z-up. Default: what POINT:Y_SCREEN
   * (the axis a viewer shows vertical) says when it is +Z or +Y, else 'z' (Vicon and Qualisys record Z-up).
   */
  upAxis?: UpAxis;
}

const BLOCK = 512;
const KEY = 0x50;

type Failure = { ok: false; message: string };
const fail = (message: string): Failure => ({ ok: false, message });

/** Reads a C3D file's 3D points into metres; refuses what it cannot read with the byte offset where it went wrong. */
export function readC3d(bytes: Uint8Array, options: C3dOptions = {}): LabTableResult<MarkerTable3D> {
  if (bytes.length < BLOCK) return fail(`a C3D file starts with a 512-byte header; this one has ${bytes.length} bytes (cut short at byte ${bytes.length})`);
  if (bytes[1] !== KEY) return fail(`not a C3D file: byte 1 is 0x${bytes[1]!.toString(16).padStart(2, '0')}, where C3D has the key 0x50`);
  const parameterBlock = bytes[0]!;
  const parameterStart = (parameterBlock - 1) * BLOCK;
  if (parameterBlock < 2 || parameterStart + 4 > bytes.length) {
    return fail(`the C3D header (byte 0) puts the parameter section at block ${parameterBlock}, byte ${parameterStart}, outside the file's ${bytes.length} bytes`);
  }
  const processorCode = bytes[parameterStart + 3]!;
  const processor = PROCESSOR_CODES[processorCode];
  if (processor === undefined) {
    return fail(`the C3D parameter section (byte ${parameterStart + 3}) names processor type ${processorCode}; this reader knows 84 (Intel), 85 (DEC) and 86 (MIPS)`);
  }
  const numbers = new C3dNumbers(bytes, processor);
  const parameterEnd = Math.min(bytes.length, parameterStart + Math.max(1, bytes[parameterStart + 2]!) * BLOCK);
  const read = readC3dParameters(numbers, parameterStart, parameterEnd);
  if (!read.ok) return read;
  const parameters = read.value;
  const param = (key: string): C3dParameter | undefined => parameters.get(key);
  const numberOf = (key: string, fallback: number, unsigned = false): number => {
    const p = param(key);
    return p === undefined ? fallback : parameterNumber(numbers, p, unsigned);
  };
  const word = (n: number) => numbers.uint16(2 * (n - 1));

  const pointCount = numberOf('POINT:USED', numbers.int16(2));
  if (!Number.isInteger(pointCount) || pointCount < 0) return fail(`POINT:USED is ${pointCount}: a count of points cannot be negative`);
  if (pointCount === 0) return fail('the C3D file has no 3D points (POINT:USED is 0)');
  const scale = numberOf('POINT:SCALE', numbers.float32(12));
  if (!Number.isFinite(scale) || scale === 0) return fail(`POINT:SCALE is ${scale}: it must be a non-zero number (negative: floats)`);
  const floats = scale < 0;
  const rate = numberOf('POINT:RATE', numbers.float32(20));
  const dataBlock = numberOf('POINT:DATA_START', word(9), true);
  if (dataBlock < 2) return fail(`POINT:DATA_START is block ${dataBlock}: the data section cannot start before block 2`);

  const { analogChannels, analogPerFrame } = analogLayout(numberOf, word, rate);
  if (analogChannels < 0 || analogPerFrame < 0) return fail(`ANALOG:USED is ${analogChannels}: a count of channels cannot be negative`);

  // Long recordings overflow the 16-bit frame counts: Vicon writes TRIAL:ACTUAL_START_FIELD and
  // ACTUAL_END_FIELD as 32-bit numbers in two words.
  const startField = param('TRIAL:ACTUAL_START_FIELD');
  const endField = param('TRIAL:ACTUAL_END_FIELD');
  const firstFrame = startField === undefined ? word(4) : parameterLong(numbers, startField);
  const frameCount = endField === undefined ? numberOf('POINT:FRAMES', word(5) - word(4) + 1, true) : parameterLong(numbers, endField) - firstFrame + 1;
  if (frameCount < 0) return fail(`the C3D frame range is empty: last frame before first frame ${firstFrame}`);

  const wordBytes = floats ? 4 : 2;
  const frameBytes = (4 * pointCount + analogPerFrame) * wordBytes;
  const dataStart = (dataBlock - 1) * BLOCK;
  const dataEnd = dataStart + frameCount * frameBytes;
  if (dataEnd > bytes.length) {
    const cutFrame = Math.floor(Math.max(0, bytes.length - dataStart) / frameBytes);
    return fail(`the C3D file is cut short: ${frameCount} frames of ${pointCount} points from byte ${dataStart} need ${dataEnd} bytes, but it ends at byte ${bytes.length} (in frame ${cutFrame + 1})`);
  }

  const unitsText = parameterStringOf(numbers, param('POINT:UNITS'))[0] ?? '';
  const units = unitsText === '' ? 'mm' : unitsText.toLowerCase();
  const metresPerUnit = METRES_PER_UNIT[units];
  if (metresPerUnit === undefined) return fail(`POINT:UNITS is "${unitsText}": this reader knows mm, cm and m`);
  const markers = pointLabels(numbers, parameters, pointCount);

  const values = new Float64Array(3 * pointCount * frameCount);
  const read16 = (at: number) => numbers.int16(at);
  const read32 = (at: number) => numbers.float32(at);
  const readWord = floats ? read32 : read16;
  // Integer coordinates count |scale| units each; floats are already in the units.
  const coordinateScale = (floats ? 1 : Math.abs(scale)) * metresPerUnit;
  let invalid = 0;
  for (let f = 0; f < frameCount; f++) {
    const frameAt = dataStart + f * frameBytes;
    for (let p = 0; p < pointCount; p++) {
      const at = frameAt + 4 * p * wordBytes;
      const out = 3 * (f * pointCount + p);
      // The residual word: negative marks a point the system did not reconstruct.
      if (readWord(at + 3 * wordBytes) < 0) {
        values.fill(NaN, out, out + 3);
        invalid++;
        continue;
      }
      for (let axis = 0; axis < 3; axis++) values[out + axis] = readWord(at + axis * wordBytes) * coordinateScale;
    }
  }
  const screenUp = parameterStringOf(numbers, param('POINT:Y_SCREEN'))[0]?.toUpperCase();
  const fileUp: UpAxis | undefined = screenUp === '+Z' ? 'z' : screenUp === '+Y' ? 'y' : undefined;
  const upAxis = options.upAxis ?? fileUp ?? 'z';
  if (upAxis === 'y') yUpToZUp(values);
  const upSource = options.upAxis !== undefined ? 'as asked' : fileUp !== undefined ? `POINT:Y_SCREEN ${screenUp}` : 'assumed';

  const notes = [`${processor} ${floats ? 'float' : 'integer'} C3D, units ${units}${unitsText === '' ? ' (POINT:UNITS missing: assumed)' : ''}, ${upAxis === 'z' ? 'Z-up as recorded' : 'Y-up turned to Z-up: (x, y, z) → (x, −z, y)'} (${upSource})`];
  if (analogChannels > 0) notes.push(`${analogChannels} analog channels (${analogPerFrame / analogChannels} samples per frame) skipped`);
  if (invalid > 0) notes.push(`${invalid} invalid points (negative residual) read as missing`);
  return {
    ok: true,
    value: {
      kind: '3d',
      format: '.c3d',
      markers,
      frameCount,
      values,
      frameNumbers: Array.from({ length: frameCount }, (_, f) => firstFrame + f),
      ...(rate > 0 && Number.isFinite(rate) ? { fps: rate } : {}),
      notes,
    },
  };
}

/** Analog values per frame: ANALOG:USED channels × (ANALOG:RATE / POINT:RATE) samples, else the header's word 3. */
function analogLayout(numberOf: (key: string, fallback: number, unsigned?: boolean) => number, word: (n: number) => number, pointRate: number): { analogChannels: number; analogPerFrame: number } {
  const headerTotal = word(3);
  const headerSamples = word(10);
  const channels = numberOf('ANALOG:USED', headerSamples > 0 ? headerTotal / headerSamples : 0);
  if (channels <= 0) return { analogChannels: channels, analogPerFrame: channels < 0 ? -1 : 0 };
  const analogRate = numberOf('ANALOG:RATE', NaN);
  const samples = Number.isFinite(analogRate) && pointRate > 0 ? Math.round(analogRate / pointRate) : headerSamples;
  return { analogChannels: channels, analogPerFrame: channels * samples };
}

/** POINT:LABELS, continued by LABELS2, LABELS3 … when a file has more than 255 points; unnamed points get "point N". */
function pointLabels(numbers: C3dNumbers, parameters: Map<string, C3dParameter>, count: number): string[] {
  const labels = parameterStringOf(numbers, parameters.get('POINT:LABELS'));
  for (let n = 2; labels.length < count && parameters.has(`POINT:LABELS${n}`); n++) labels.push(...parameterStringOf(numbers, parameters.get(`POINT:LABELS${n}`)));
  return Array.from({ length: count }, (_, p) => (labels[p] === undefined || labels[p] === '' ? `point ${p + 1}` : labels[p]!));
}

function parameterStringOf(numbers: C3dNumbers, parameter: C3dParameter | undefined): string[] {
  return parameter === undefined ? [] : parameterStrings(numbers, parameter);
}
