import { ImportError } from './importResult.ts';
import type { AttributeLookup } from './sourceValues.ts';
import { attribute, type XmlElement } from './xml.ts';

/** What `<compiler>` says about reading the model, with MuJoCo's defaults. */
export interface MjcfCompiler {
  /** Angles in degrees (MuJoCo's default) or radians. */
  degrees: boolean;
  /** `eulerseq`: three of x/y/z (rotating axes) or X/Y/Z (fixed axes). */
  eulerSequence: string;
  /** `autolimits` (default true): a range alone makes a joint limited. */
  autoLimits: boolean;
  /** Where mesh files are, relative to the model: `meshdir`, else `assetdir`, else beside it (''). */
  meshDir: string;
}

export function readCompiler(root: XmlElement): MjcfCompiler {
  const compiler: MjcfCompiler = { degrees: true, eulerSequence: 'xyz', autoLimits: true, meshDir: '' };
  let assetDir: string | undefined;
  let meshDir: string | undefined;
  for (const element of root.children) {
    if (element.name !== 'compiler') continue;
    const angle = element.attributes.find((a) => a.name === 'angle');
    if (angle !== undefined) {
      if (angle.value !== 'degree' && angle.value !== 'radian') throw new ImportError('bad-value', `compiler angle must be "degree" or "radian", not "${angle.value}"`, angle);
      compiler.degrees = angle.value === 'degree';
    }
    const seq = element.attributes.find((a) => a.name === 'eulerseq');
    if (seq !== undefined) {
      if (!/^[xyzXYZ]{3}$/.test(seq.value)) throw new ImportError('bad-value', `compiler eulerseq must be three of x, y, z, X, Y, Z, not "${seq.value}"`, seq);
      compiler.eulerSequence = seq.value;
    }
    const auto = element.attributes.find((a) => a.name === 'autolimits');
    if (auto !== undefined) compiler.autoLimits = auto.value === 'true';
    assetDir = attribute(element, 'assetdir') ?? assetDir;
    meshDir = attribute(element, 'meshdir') ?? meshDir;
  }
  compiler.meshDir = meshDir ?? assetDir ?? '';
  return compiler;
}

/**
 * `<default>` classes: for each class, the attributes each element kind gets, already merged with
 * its parent classes (the top-level `<default>` is class "main").
 */
export class MjcfDefaults {
  private readonly classes = new Map<string, Map<string, Map<string, { value: string; at: XmlElement }>>>();

  constructor(root: XmlElement) {
    this.classes.set('main', new Map());
    for (const element of root.children) if (element.name === 'default') this.readClass(element, null);
  }

  has(name: string): boolean {
    return this.classes.has(name);
  }

  private readClass(element: XmlElement, parent: string | null): void {
    const name = parent === null ? attribute(element, 'class') ?? 'main' : attribute(element, 'class');
    if (name === undefined) throw new ImportError('bad-default', 'a nested <default> needs a class name', element);
    const merged = new Map<string, Map<string, { value: string; at: XmlElement }>>();
    const inherited = parent === null ? undefined : this.classes.get(parent);
    for (const [tag, attrs] of inherited ?? []) merged.set(tag, new Map(attrs));
    const existing = this.classes.get(name);
    for (const [tag, attrs] of existing ?? []) merged.set(tag, new Map([...(merged.get(tag) ?? []), ...attrs]));
    for (const child of element.children) {
      if (child.name === 'default') continue;
      const attrs = merged.get(child.name) ?? new Map<string, { value: string; at: XmlElement }>();
      for (const a of child.attributes) attrs.set(a.name, { value: a.value, at: child });
      merged.set(child.name, attrs);
    }
    this.classes.set(name, merged);
    for (const child of element.children) if (child.name === 'default') this.readClass(child, name);
  }

  /** An attribute lookup for elements whose class (own `class`, else `childclass`) is resolved here. */
  lookup(activeClass: (element: XmlElement) => string): AttributeLookup {
    return (element, name) => {
      const own = element.attributes.find((a) => a.name === name);
      if (own !== undefined) return { value: own.value, at: own };
      const tag = element.name === 'freejoint' ? 'joint' : element.name;
      const fromClass = this.classes.get(activeClass(element))?.get(tag)?.get(name);
      return fromClass === undefined ? undefined : { value: fromClass.value, at: element };
    };
  }
}
