// The numeric kernels of forward kinematics and the IK solver, compiled to WebAssembly by
// scripts/build-kernels.ts. Each instance works on its own memory, laid out by the host.
export * from './sincos';
export * from './fkLayout';
export * from './forwardKinematics';
export * from './treeCholesky';
export * from './gaussNewton';
export * from './observations2d';
export { quatToMatrix } from './rotation';

/** Where the host may start laying out buffers: past the kernels' own static data. */
export function heapBase(): usize {
  return __heap_base;
}
