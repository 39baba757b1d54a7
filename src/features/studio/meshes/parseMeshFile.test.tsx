import { Box3 } from 'three';
import { describe, expect, it } from 'vitest';
import { MeshParseError, parseMeshFile } from './parseMeshFile.ts';

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

/** A binary STL of one triangle (0,0,0) (2,0,0) (0,3,0). */
function oneTriangleStl(): ArrayBuffer {
  const buffer = new ArrayBuffer(84 + 50);
  const view = new DataView(buffer);
  view.setUint32(80, 1, true);
  [0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 3, 0].forEach((x, k) => view.setFloat32(84 + 4 * k, x, true));
  return buffer;
}

const boundsOf = (object: ReturnType<typeof parseMeshFile>) => {
  object.updateMatrixWorld(true);
  const box = new Box3().setFromObject(object);
  return [...box.min.toArray(), ...box.max.toArray()].map((v) => Math.round(v * 1e6) / 1e6 + 0);
};

/** A Collada file of one triangle (0,0,0) (1,0,0) (0,0,2) in the given unit and up axis. */
const collada = (up: string, meter: number) => `<?xml version="1.0"?>
<COLLADA xmlns="http://www.collada.org/2005/11/COLLADASchema" version="1.4.1">
<asset><unit meter="${meter}"/><up_axis>${up}</up_axis></asset>
<library_geometries><geometry id="g"><mesh>
<source id="p"><float_array id="pa" count="9">0 0 0 1 0 0 0 0 2</float_array>
<technique_common><accessor source="#pa" count="3" stride="3"><param name="X" type="float"/><param name="Y" type="float"/><param name="Z" type="float"/></accessor></technique_common></source>
<vertices id="v"><input semantic="POSITION" source="#p"/></vertices>
<triangles count="1"><input semantic="VERTEX" source="#v" offset="0"/><p>0 1 2</p></triangles>
</mesh></geometry></library_geometries>
<library_visual_scenes><visual_scene id="s"><node id="n"><instance_geometry url="#g"/></node></visual_scene></library_visual_scenes>
<scene><instance_visual_scene url="#s"/></scene></COLLADA>`;

describe('parseMeshFile', () => {
  it('reads a binary STL and an ASCII STL in the file units', () => {
    const binary = parseMeshFile('stl', oneTriangleStl());
    expect(binary.userData.triangles).toBe(1);
    expect(boundsOf(binary)).toEqual([0, 0, 0, 2, 3, 0]);
    const ascii = parseMeshFile('stl', bytes('solid t\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\nvertex 1 0 0\nvertex 0 1 5\nendloop\nendfacet\nendsolid t\n'));
    expect(ascii.userData.triangles).toBe(1);
    expect(boundsOf(ascii)).toEqual([0, 0, 0, 1, 1, 5]);
  });

  it('reads an OBJ, triangulating its quads', () => {
    const obj = parseMeshFile('obj', bytes('v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nf 1 2 3 4\n'));
    expect(obj.userData.triangles).toBe(2);
    expect(boundsOf(obj)).toEqual([0, 0, 0, 1, 1, 0]);
  });

  it('reads a Collada file with its unit, its up axis turned to +Z', () => {
    // Z up: the coordinates are kept; the unit (cm) scales them.
    expect(boundsOf(parseMeshFile('dae', bytes(collada('Z_UP', 0.01))))).toEqual([0, 0, 0, 0.01, 0, 0.02]);
    // Y up: the file's +Y becomes +Z and its +Z becomes -Y.
    expect(boundsOf(parseMeshFile('dae', bytes(collada('Y_UP', 1))))).toEqual([0, -2, 0, 1, 0, 0]);
  });

  it('says why a file is not a mesh, without throwing anything else', () => {
    expect(() => parseMeshFile('stl', bytes('this is not an STL file'))).toThrow(MeshParseError);
    // A binary STL cut short: three's reader runs past the end; that is a MeshParseError too.
    expect(() => parseMeshFile('stl', oneTriangleStl().slice(0, 100))).toThrow(MeshParseError);
    expect(() => parseMeshFile('stl', new ArrayBuffer(0))).toThrow(/^the file is empty$/);
    expect(() => parseMeshFile('stl', bytes(`solid ${'x'.repeat(80)}\nendsolid\n`))).toThrow(/^no triangles were found in it \(not an STL file, or an empty one\)$/);
    expect(() => parseMeshFile('obj', bytes('# nothing\n'))).toThrow(/no triangles/);
    expect(() => parseMeshFile('dae', bytes('<COLLADA><unclosed></COLLADA>'))).toThrow(/not well-formed XML/);
    expect(() => parseMeshFile('dae', bytes('<!DOCTYPE x [<!ENTITY a "aaaa">]><COLLADA/>'))).toThrow(/DOCTYPE/);
  });
});
