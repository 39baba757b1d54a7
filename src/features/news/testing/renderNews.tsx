import { renderRoutes } from '../../readerCommon/testing/renderRoutes.tsx';
import { NewsArea } from '../NewsArea.tsx';

/** The news area at `path` (under /news), as the app mounts it. */
export function renderNews(path: string) {
  return renderRoutes([{ path: '/news/*', element: <NewsArea /> }], [path]);
}
