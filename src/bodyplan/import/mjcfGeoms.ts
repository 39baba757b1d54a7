import type { Vec3 } from '../format/schema.ts';
import { compose, translation, type Transform } from './frames.ts';
import { describePosition, ImportError } from './importResult.ts';
import { mjcfOrientation } from './mjcfOrientation.ts';
import type { MjcfCompiler } from './mjcfSettings.ts';
import { numbers, text, type AttributeLookup } from './sourceValues.ts';
import { attribute, type SourcePosition, type XmlElement } from './xml.ts';

/** An MJCF body's visual geometry: its geoms as `x-geoms` entries, and the `<asset><mesh>` files they name. */

/** A geom's visual description, in its body's frame (any enclosing <frame> applied). */
export function geomMetadata(geom: XmlElement, frame: Transform, get: AttributeLookup, compiler: MjcfCompiler, meshFiles: ReadonlyMap<string, MeshAsset>): Record<string, unknown> {
  const placed = compose(frame, { pos: (numbers(get, geom, 'pos', 3) ?? [0, 0, 0]) as Vec3, quat: mjcfOrientation(geom, get, compiler) });
  const out: Record<string, unknown> = { type: text(get, geom, 'type') ?? 'sphere', pos: placed.pos, quat: placed.quat };
  const name = attribute(geom, 'name');
  if (name !== undefined) out.name = name;
  const size = numbers(get, geom, 'size', 0);
  if (size !== undefined) out.size = size;
  const fromto = numbers(get, geom, 'fromto', 6);
  if (fromto !== undefined) {
    const a = compose(frame, translation(fromto.slice(0, 3))).pos;
    const b = compose(frame, translation(fromto.slice(3, 6))).pos;
    out.fromto = [...a, ...b];
  }
  const rgba = numbers(get, geom, 'rgba', 4);
  if (rgba !== undefined) out.rgba = rgba;
  const mesh = text(get, geom, 'mesh');
  if (mesh !== undefined) {
    out.mesh = mesh;
    const asset = meshFiles.get(mesh);
    if (asset !== undefined) {
      out.mesh_file = asset.file;
      if (asset.scale !== undefined) out.scale = asset.scale;
    }
  }
  out.source = describePosition(geom);
  return out;
}

export interface MeshAsset {
  /** The file as MuJoCo looks for it: `compiler meshdir` (or `assetdir`) joined with `file`. */
  file: string;
  scale?: number[];
}

/**
 * `<asset><mesh>`s by name (MuJoCo's default name: the file name without folders and extension),
 * with their scale (own or from `<default><mesh scale>`). Meshes without a file (vertices given
 * inline) are not kept: there is nothing to look for.
 */
export function readMeshAssets(root: XmlElement, get: AttributeLookup, compiler: MjcfCompiler, warn: (code: string, message: string, at: SourcePosition) => void): Map<string, MeshAsset> {
  const assets = new Map<string, MeshAsset>();
  for (const section of root.children.filter((c) => c.name === 'asset')) {
    for (const mesh of section.children.filter((c) => c.name === 'mesh')) {
      const file = attribute(mesh, 'file');
      if (file === undefined) continue;
      const absolute = /^([\\/]|[A-Za-z]:[\\/])/.test(file);
      const dir = compiler.meshDir === '' || absolute ? '' : compiler.meshDir.replace(/[\\/]*$/, '/');
      let scale: number[] | undefined;
      try {
        scale = numbers(get, mesh, 'scale', 3);
      } catch (error) {
        if (!(error instanceof ImportError)) throw error;
        warn('mesh-scale-skipped', `${error.message}: the mesh is drawn unscaled`, error.at);
      }
      assets.set(attribute(mesh, 'name') ?? file.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, ''), { file: dir + file, ...(scale === undefined ? {} : { scale }) });
    }
  }
  return assets;
}
