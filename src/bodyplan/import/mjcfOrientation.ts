import type { Quat } from '../format/schema.ts';
import { axisAngleQuat, normalizeQuat, quatMultiply } from '../kinematics/rotation.ts';
import { cross, normalize3, quatFromColumns, type Transform } from './frames.ts';
import { ImportError } from './importResult.ts';
import type { MjcfCompiler } from './mjcfSettings.ts';
import { numbers, positionOf, type AttributeLookup } from './sourceValues.ts';
import type { XmlElement } from './xml.ts';

const ORIENTATIONS = ['quat', 'axisangle', 'euler', 'xyaxes', 'zaxis'] as const;

/** An element's `pos` and orientation (whichever one of MuJoCo's five forms it uses). */
export function mjcfTransform(element: XmlElement, get: AttributeLookup, compiler: MjcfCompiler): Transform {
  const pos = numbers(get, element, 'pos', 3) ?? [0, 0, 0];
  return { pos: [pos[0]!, pos[1]!, pos[2]!], quat: mjcfOrientation(element, get, compiler) };
}

export function mjcfOrientation(element: XmlElement, get: AttributeLookup, compiler: MjcfCompiler): Quat {
  // Only the element's own attributes pick the form: a class default of another form does not mix in.
  const given = ORIENTATIONS.filter((name) => element.attributes.some((a) => a.name === name));
  if (given.length > 1) {
    throw new ImportError('bad-orientation', `<${element.name}> gives its orientation twice (${given.join(' and ')}); MuJoCo accepts one`, positionOf(get, element, given[1]!));
  }
  const form = given[0] ?? ORIENTATIONS.find((name) => get(element, name) !== undefined);
  const angle = (value: number) => (compiler.degrees ? (value * Math.PI) / 180 : value);
  const zeroVector = (name: string): never => {
    throw new ImportError('bad-orientation', `the ${name} of <${element.name}> is a zero vector`, positionOf(get, element, name));
  };
  switch (form) {
    case undefined:
      return [1, 0, 0, 0];
    case 'quat': {
      const q = normalizeQuat(numbers(get, element, 'quat', 4)!);
      if (q === null) throw new ImportError('bad-orientation', `the quat of <${element.name}> is zero`, positionOf(get, element, 'quat'));
      return q;
    }
    case 'axisangle': {
      const [x, y, z, a] = numbers(get, element, 'axisangle', 4)!;
      const axis = normalize3([x!, y!, z!]) ?? zeroVector('axisangle');
      return axisAngleQuat(axis, angle(a!));
    }
    case 'euler': {
      const angles = numbers(get, element, 'euler', 3)!;
      let q: Quat = [1, 0, 0, 0];
      for (let i = 0; i < 3; i++) {
        const letter = compiler.eulerSequence[i]!;
        const unit = letter.toLowerCase() === 'x' ? [1, 0, 0] : letter.toLowerCase() === 'y' ? [0, 1, 0] : [0, 0, 1];
        const r = axisAngleQuat(unit, angle(angles[i]!));
        // Lower case: about the rotating (body) axes, post-multiplied; upper case: fixed axes, pre-multiplied.
        q = letter === letter.toLowerCase() ? quatMultiply(q, r) : quatMultiply(r, q);
      }
      return q;
    }
    case 'xyaxes': {
      const v = numbers(get, element, 'xyaxes', 6)!;
      const x = normalize3(v.slice(0, 3)) ?? zeroVector('xyaxes');
      const yRaw = v.slice(3, 6);
      const d = x[0] * yRaw[0]! + x[1] * yRaw[1]! + x[2] * yRaw[2]!;
      const y = normalize3([yRaw[0]! - d * x[0], yRaw[1]! - d * x[1], yRaw[2]! - d * x[2]]) ?? zeroVector('xyaxes');
      return quatFromColumns(x, y, cross(x, y));
    }
    case 'zaxis': {
      const z = normalize3(numbers(get, element, 'zaxis', 3)!) ?? zeroVector('zaxis');
      return quatTurningZTo(z);
    }
  }
}

/** The smallest rotation taking (0,0,1) to the unit vector z (MuJoCo's mju_quatZ2Vec). */
function quatTurningZTo(z: readonly [number, number, number]): Quat {
  const axis: number[] = [-z[1], z[0], 0];
  const s = Math.hypot(axis[0]!, axis[1]!);
  if (s < 1e-14) return z[2] > 0 ? [1, 0, 0, 0] : [0, 1, 0, 0];
  return axisAngleQuat([axis[0]! / s, axis[1]! / s, 0], Math.atan2(s, z[2]));
}

/**
 * A site's placement: MuJoCo places a site given by `fromto` (a capsule, cylinder, box or ellipsoid
 * between two points) at the segment's midpoint, its z axis along the segment, and ignores its `pos`
 * and orientation; any other site by `pos` and orientation.
 */
export function mjcfSiteTransform(site: XmlElement, get: AttributeLookup, compiler: MjcfCompiler): Transform {
  const fromto = numbers(get, site, 'fromto', 6);
  if (fromto === undefined) return mjcfTransform(site, get, compiler);
  const [ax, ay, az, bx, by, bz] = fromto as [number, number, number, number, number, number];
  const direction = normalize3([bx - ax, by - ay, bz - az]);
  return { pos: [(ax + bx) / 2, (ay + by) / 2, (az + bz) / 2], quat: direction === null ? [1, 0, 0, 0] : quatTurningZTo(direction) };
}
