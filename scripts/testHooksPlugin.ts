import type { Plugin } from 'vite';

/**
 * Browser tests read the Studio's state through `window.__studioDebug`, which exists only in builds
 * made with VITE_TEST_HOOKS=1 (the e2e build). This plugin fails any other build whose output still
 * mentions it, so a debug hook can never ship by accident.
 */
export const TEST_HOOK_MARKER = '__studioDebug';

function leakedTestHooks(chunks: Record<string, string>): string[] {
  return Object.entries(chunks)
    .filter(([, code]) => code.includes(TEST_HOOK_MARKER))
    .map(([file]) => file);
}

export function noTestHooksInProduction(): Plugin {
  return {
    name: 'no-test-hooks-in-production',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (process.env.VITE_TEST_HOOKS === '1') return;
      const chunks: Record<string, string> = {};
      for (const [file, output] of Object.entries(bundle)) if (output.type === 'chunk') chunks[file] = output.code;
      const leaked = leakedTestHooks(chunks);
      if (leaked.length > 0) this.error(`test hooks (${TEST_HOOK_MARKER}) are in the production bundle: ${leaked.join(', ')}`);
    },
  };
}
