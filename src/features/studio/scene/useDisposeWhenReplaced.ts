import { useEffect } from 'react';

/**
 * Disposes a three.js resource made outside JSX (a memoized geometry passed through `args` or a
 * prop), which R3F does not dispose: when it is replaced and on unmount, so GPU memory does not
 * grow as plans open and close.
 */
export function useDisposeWhenReplaced(...resources: { dispose(): void }[]): void {
  useEffect(() => () => resources.forEach((resource) => resource.dispose()), resources); // eslint-disable-line react-hooks/exhaustive-deps -- the resources are the deps
}
