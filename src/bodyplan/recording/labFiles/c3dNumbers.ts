/*
 * Numbers in a C3D file as the processor that wrote it stores them. The parameter section's 4th byte
 * names it: 84 Intel (little-endian integers, IEEE floats), 85 DEC (little-endian integers, VAX
 * F-floating floats), 86 MIPS (big-endian integers and IEEE floats; SGI, also Motorola-style writers).
 */

export type C3dProcessor = 'Intel' | 'DEC' | 'MIPS';

export const PROCESSOR_CODES: Readonly<Record<number, C3dProcessor>> = { 84: 'Intel', 85: 'DEC', 86: 'MIPS' };

/** Reads int16, uint16 and float32 values at byte offsets; callers check bounds first. */
export class C3dNumbers {
  private readonly view: DataView;
  private readonly littleEndian: boolean;
  private readonly scratch = new DataView(new ArrayBuffer(4));

  constructor(
    readonly bytes: Uint8Array,
    readonly processor: C3dProcessor,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.littleEndian = processor !== 'MIPS';
  }

  int8(at: number): number {
    return this.view.getInt8(at);
  }

  uint8(at: number): number {
    return this.view.getUint8(at);
  }

  int16(at: number): number {
    return this.view.getInt16(at, this.littleEndian);
  }

  uint16(at: number): number {
    return this.view.getUint16(at, this.littleEndian);
  }

  float32(at: number): number {
    if (this.processor !== 'DEC') return this.view.getFloat32(at, this.littleEndian);
    // VAX F-floating: two little-endian 16-bit words, the one holding sign and exponent first. Its
    // value is 0.1fff × 2^(e−128) where IEEE's is 1.fff × 2^(e−127): the same bits read as IEEE
    // (words swapped back into IEEE's order) are 4 times the VAX value.
    const s = this.scratch;
    s.setUint8(0, this.view.getUint8(at + 2));
    s.setUint8(1, this.view.getUint8(at + 3));
    s.setUint8(2, this.view.getUint8(at));
    s.setUint8(3, this.view.getUint8(at + 1));
    return s.getFloat32(0, true) / 4;
  }
}
