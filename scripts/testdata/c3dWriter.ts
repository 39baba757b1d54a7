// A C3D writer for test data only (scripts/testdata/write_c3d.ts): the layout of the C3D format's
// documentation (c3d.org): a 512-byte header block, parameter blocks, then per frame X, Y, Z and a
// residual word per point followed by the frame's analog samples, for Intel, DEC or MIPS processors.

export type Processor = 'Intel' | 'DEC' | 'MIPS';

const PROCESSOR_CODE: Record<Processor, number> = { Intel: 84, DEC: 85, MIPS: 86 };

export interface C3dSpec {
  processor: Processor;
  /** Floats (POINT:SCALE written negative) or int16 counts of `scale` units. */
  floats: boolean;
  /** Units per integer count (|POINT:SCALE|); for floats it scales the residual only. */
  scale: number;
  units: string;
  rate: number;
  firstFrame: number;
  labels: string[];
  frameCount: number;
  /** Per frame and point x, y, z in `units` (NaN: invalid point, written with residual −1). */
  positions: Float64Array;
  /** Per frame and point, the residual in `units`. */
  residuals: Float64Array;
  /** Per frame and point, which of 7 cameras saw it (bits 0-6). */
  cameraMasks: Uint8Array;
  analog: { labels: string[]; rate: number; sample: (frame: number, sample: number, channel: number) => number };
  manufacturer: { company: string; software: string };
}

/** Bytes in the processor's order. */
class Encoder {
  readonly bytes: number[] = [];
  private readonly scratch = new DataView(new ArrayBuffer(4));

  constructor(private readonly processor: Processor) {}

  private get little(): boolean {
    return this.processor !== 'MIPS';
  }

  int8(value: number): void {
    this.bytes.push(value & 0xff);
  }

  int16(value: number): void {
    this.scratch.setInt16(0, value, this.little);
    this.bytes.push(this.scratch.getUint8(0), this.scratch.getUint8(1));
  }

  float32(value: number): void {
    if (this.processor === 'DEC') {
      // VAX F-floating: 4 × the IEEE bits' value, its two 16-bit words swapped.
      this.scratch.setFloat32(0, value * 4, true);
      this.bytes.push(this.scratch.getUint8(2), this.scratch.getUint8(3), this.scratch.getUint8(0), this.scratch.getUint8(1));
      return;
    }
    this.scratch.setFloat32(0, value, this.little);
    for (let i = 0; i < 4; i++) this.bytes.push(this.scratch.getUint8(i));
  }

  ascii(text: string, length = text.length): void {
    for (let i = 0; i < length; i++) this.bytes.push(i < text.length ? text.charCodeAt(i) : 0x20);
  }
}

type Value = { type: 'char'; strings: string[]; length?: number } | { type: 'int16'; values: number[]; scalar?: boolean } | { type: 'float'; values: number[]; scalar?: boolean };

interface Group {
  name: string;
  description: string;
  parameters: [name: string, value: Value, description: string][];
}

function parameterSection(processor: Processor, groups: Group[]): number[] {
  const e = new Encoder(processor);
  e.int8(1);
  e.int8(0x50);
  e.int8(0); // block count, set below
  e.int8(PROCESSOR_CODE[processor]);
  groups.forEach((group, g) => {
    const id = g + 1;
    e.int8(group.name.length);
    e.int8(-id);
    e.ascii(group.name);
    e.int16(2 + 1 + group.description.length);
    e.int8(group.description.length);
    e.ascii(group.description);
    for (const [name, value, description] of group.parameters) {
      const body = new Encoder(processor);
      if (value.type === 'char') {
        const length = value.length ?? Math.max(1, ...value.strings.map((s) => s.length));
        body.int8(-1);
        if (value.strings.length === 1) {
          body.int8(1);
          body.int8(length);
        } else {
          body.int8(2);
          body.int8(length);
          body.int8(value.strings.length);
        }
        for (const s of value.strings) body.ascii(s, length);
      } else {
        body.int8(value.type === 'int16' ? 2 : 4);
        if (value.scalar) body.int8(0);
        else {
          body.int8(1);
          body.int8(value.values.length);
        }
        for (const v of value.values) {
          if (value.type === 'int16') body.int16(v);
          else body.float32(v);
        }
      }
      body.int8(description.length);
      body.ascii(description);
      e.int8(name.length);
      e.int8(id);
      e.ascii(name);
      e.int16(2 + body.bytes.length);
      e.bytes.push(...body.bytes);
    }
  });
  e.int8(0); // a zero-length name ends the chain
  const blocks = Math.ceil(e.bytes.length / 512);
  e.bytes[2] = blocks;
  while (e.bytes.length < blocks * 512) e.bytes.push(0);
  return e.bytes;
}

export function writeC3d(spec: C3dSpec): Uint8Array {
  const points = spec.labels.length;
  const channels = spec.analog.labels.length;
  const samplesPerFrame = channels === 0 ? 0 : Math.round(spec.analog.rate / spec.rate);
  const lastFrame = spec.firstFrame + spec.frameCount - 1;
  const pointScale = spec.floats ? -spec.scale : spec.scale;
  const groups = (dataStart: number): Group[] => [
    {
      name: 'POINT',
      description: '3-D point parameters',
      parameters: [
        ['USED', { type: 'int16', values: [points], scalar: true }, 'Number of points used'],
        ['SCALE', { type: 'float', values: [pointScale], scalar: true }, '3-D scale factor'],
        ['RATE', { type: 'float', values: [spec.rate], scalar: true }, '3-D frame rate'],
        ['DATA_START', { type: 'int16', values: [dataStart], scalar: true }, 'Number of first block of 3-D and analog data'],
        ['FRAMES', { type: 'int16', values: [Math.min(spec.frameCount, 65535)], scalar: true }, 'Number of frames'],
        ['UNITS', { type: 'char', strings: [spec.units] }, '3-D units'],
        ['LABELS', { type: 'char', strings: spec.labels, length: 32 }, 'Point labels'],
        ['DESCRIPTIONS', { type: 'char', strings: spec.labels.map(() => ''), length: 32 }, 'Point descriptions'],
        ['X_SCREEN', { type: 'char', strings: ['+X'] }, 'X_SCREEN'],
        ['Y_SCREEN', { type: 'char', strings: ['+Z'] }, 'Y_SCREEN'],
      ],
    },
    {
      name: 'ANALOG',
      description: 'Analog data parameters',
      parameters: [
        ['USED', { type: 'int16', values: [channels], scalar: true }, 'Number of analog channels used'],
        ['RATE', { type: 'float', values: [spec.analog.rate], scalar: true }, 'Analog data sample rate'],
        ['LABELS', { type: 'char', strings: spec.analog.labels, length: 16 }, 'Analog labels'],
        ['SCALE', { type: 'float', values: spec.analog.labels.map(() => 0.01) }, 'Analog channel scale factors'],
        ['GEN_SCALE', { type: 'float', values: [1], scalar: true }, 'General analog scale factor'],
        ['OFFSET', { type: 'int16', values: spec.analog.labels.map(() => 0) }, 'Analog offsets'],
        ['UNITS', { type: 'char', strings: spec.analog.labels.map(() => 'V'), length: 4 }, 'Analog units'],
      ],
    },
    {
      name: 'TRIAL',
      description: 'Trial information',
      parameters: [
        ['ACTUAL_START_FIELD', { type: 'int16', values: [spec.firstFrame & 0xffff, spec.firstFrame >>> 16] }, 'First frame'],
        ['ACTUAL_END_FIELD', { type: 'int16', values: [lastFrame & 0xffff, lastFrame >>> 16] }, 'Last frame'],
        ['CAMERA_RATE', { type: 'float', values: [spec.rate], scalar: true }, 'Camera frame rate'],
      ],
    },
    {
      name: 'MANUFACTURER',
      description: 'Manufacturer information',
      parameters: [
        ['COMPANY', { type: 'char', strings: [spec.manufacturer.company] }, 'Company name'],
        ['SOFTWARE', { type: 'char', strings: [spec.manufacturer.software] }, 'Software name'],
      ],
    },
  ];
  const parameterBlocks = parameterSection(spec.processor, groups(0)).length / 512;
  const dataStart = 2 + parameterBlocks;
  const parameters = parameterSection(spec.processor, groups(dataStart));

  const header = new Encoder(spec.processor);
  header.bytes.push(2, 0x50);
  header.int16(points);
  header.int16(channels * samplesPerFrame);
  header.int16(spec.firstFrame);
  header.int16(Math.min(lastFrame, 65535));
  header.int16(10); // largest gap interpolated
  header.float32(pointScale);
  header.int16(dataStart);
  header.int16(samplesPerFrame);
  header.float32(spec.rate);
  while (header.bytes.length < 512) header.bytes.push(0);

  const data = new Encoder(spec.processor);
  const value = (v: number) => (spec.floats ? data.float32(v) : data.int16(Math.round(v)));
  const perCount = spec.floats ? 1 : spec.scale;
  for (let f = 0; f < spec.frameCount; f++) {
    for (let p = 0; p < points; p++) {
      const at = 3 * (f * points + p);
      if (Number.isNaN(spec.positions[at]!)) {
        for (let i = 0; i < 3; i++) value(0);
        value(-1);
        continue;
      }
      for (let i = 0; i < 3; i++) value(spec.positions[at + i]! / perCount);
      // The residual word: cameras in the high byte (7 bits: the sign bit marks invalid points),
      // residual / |scale| in the low byte.
      const residual = Math.min(255, Math.max(0, Math.round(spec.residuals[f * points + p]! / spec.scale)));
      value((spec.cameraMasks[f * points + p]! & 0x7f) * 256 + residual);
    }
    for (let s = 0; s < samplesPerFrame; s++) for (let c = 0; c < channels; c++) value(spec.analog.sample(f, s, c));
  }
  const all = [...header.bytes, ...parameters, ...data.bytes];
  while (all.length % 512 !== 0) all.push(0);
  return Uint8Array.from(all);
}
