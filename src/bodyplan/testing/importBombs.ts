/**
 * Robot model files that ask for unbounded work (issue 40's "attacker" findings), written small:
 * each is a few kilobytes that would expand to billions of calls, files or characters. Used by the
 * import budget's tests and by bench/import-bombs.bench.ts. `files` are by path; the model is `main`.
 */
export interface ImportBomb {
  name: string;
  kind: 'xacro' | 'mjcf' | 'urdf';
  main: string;
  files: Record<string, string>;
}

const XACRO_NS = 'xmlns:xacro="http://www.ros.org/wiki/xacro"';

/** 30 macros, each calling the next twice and writing nothing: 2^30 calls. */
export function nestedMacroBomb(levels = 30): ImportBomb {
  const macros = [`<xacro:macro name="m${levels}" params=""/>`];
  for (let i = levels - 1; i >= 0; i--) macros.push(`<xacro:macro name="m${i}" params=""><xacro:m${i + 1}/><xacro:m${i + 1}/></xacro:macro>`);
  const main = `<robot name="bomb" ${XACRO_NS}>\n  ${macros.join('\n  ')}\n  <link name="base"/>\n  <xacro:m0/>\n</robot>\n`;
  return { name: `${levels} nested macros, each calling the next twice`, kind: 'xacro', main: 'main.xacro', files: { 'main.xacro': main } };
}

/** `levels` files, each including the next twice: 2^levels includes. */
export function includeChainBomb(levels = 18): ImportBomb {
  const files: Record<string, string> = {};
  for (let i = 0; i < levels; i++) {
    const next = `f${i + 1}.xacro`;
    const body = i + 1 < levels ? `<xacro:include filename="${next}"/><xacro:include filename="${next}"/>` : '';
    files[i === 0 ? 'main.xacro' : `f${i}.xacro`] = `<robot name="bomb" ${XACRO_NS}>${i === 0 ? '<link name="base"/>' : ''}${body}</robot>\n`;
  }
  files[`f${levels}.xacro`] = `<robot ${XACRO_NS}/>\n`;
  return { name: `an include chain of ${levels} files, each including the next twice`, kind: 'xacro', main: 'main.xacro', files };
}

/**
 * A property doubling its text `levels` times (655,360 characters for 16: under the expression
 * language's cap on one value), then written `uses` times: 19.7 MB of attributes from 2 kB.
 */
export function textDoublingBomb(levels = 16, uses = 30): ImportBomb {
  const properties = [`<xacro:property name="p0" value="0123456789"/>`];
  for (let i = 1; i <= levels; i++) properties.push(`<xacro:property name="p${i}" value="\${p${i - 1}}\${p${i - 1}}"/>`);
  const links = Array.from({ length: uses }, (_, i) => `<link name="l${i}" note="\${p${levels}}"/>`);
  const main = `<robot name="bomb" ${XACRO_NS}>\n  ${properties.join('\n  ')}\n  ${links.join('\n  ')}\n</robot>\n`;
  return { name: `a property doubling its text ${levels} times, written ${uses} times`, kind: 'xacro', main: 'main.xacro', files: { 'main.xacro': main } };
}

/** A macro writing `perCall` links, called `calls` times: many elements from few calls. */
export function elementFloodBomb(perCall = 1_000, calls = 1_000): ImportBomb {
  const links = Array.from({ length: perCall }, (_, i) => `<link name="\${n}_${i}"/>`).join('');
  const uses = Array.from({ length: calls }, (_, i) => `<xacro:many n="c${i}"/>`).join('\n  ');
  const main = `<robot name="bomb" ${XACRO_NS}>\n  <xacro:macro name="many" params="n">${links}</xacro:macro>\n  ${uses}\n</robot>\n`;
  return { name: `a macro writing ${perCall} links, called ${calls} times`, kind: 'xacro', main: 'main.xacro', files: { 'main.xacro': main } };
}

/** A macro with `perCall` expressions in one element, called `calls` times: many evaluations from few elements. */
export function evaluationFloodBomb(perCall = 400, calls = 1_000): ImportBomb {
  const attributes = Array.from({ length: perCall }, (_, i) => ` a${i}="\${n + ${i}}"`).join('');
  const uses = Array.from({ length: calls }, (_, i) => `<xacro:m n="${i}"/>`).join('');
  const main = `<robot name="bomb" ${XACRO_NS}><xacro:macro name="m" params="n"><link name="l\${n}"${attributes}/></xacro:macro>\n${uses}</robot>`;
  return { name: `a macro with ${perCall} expressions, called ${calls} times`, kind: 'xacro', main: 'main.xacro', files: { 'main.xacro': main } };
}

/** MJCF: `levels` files, each a body holding two includes of the next. */
export function mjcfIncludeBomb(levels = 20): ImportBomb {
  const files: Record<string, string> = {};
  files['main.xml'] = `<mujoco model="bomb">\n  <worldbody>\n    <body name="root"><include file="part1.xml"/></body>\n  </worldbody>\n</mujoco>\n`;
  for (let i = 1; i <= levels; i++) {
    const inner = i < levels ? `<include file="part${i + 1}.xml"/><include file="part${i + 1}.xml"/>` : '<geom size="0.01"/>';
    files[`part${i}.xml`] = `<mujoco><body>${inner}</body></mujoco>\n`;
  }
  return { name: `MJCF includes nested through bodies, ${levels} files each including the next twice`, kind: 'mjcf', main: 'main.xml', files };
}

/** A URDF link with `count` attributes (1.1 MB for 100,000): the XML reader must check them in linear time. */
export function manyAttributesUrdf(count = 100_000, repeatLast = false): ImportBomb {
  const attributes = Array.from({ length: count }, (_, i) => ` a${i}="${i}"`).join('') + (repeatLast ? ` a${count - 1}="again"` : '');
  const main = `<robot name="wide">\n  <link name="base"${attributes}/>\n</robot>\n`;
  return { name: `a URDF element with ${count} attributes`, kind: 'urdf', main: 'wide.urdf', files: { 'wide.urdf': main } };
}
