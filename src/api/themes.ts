import { themeSchema } from './resources.ts';
import { createCollectionQueries } from './collectionQueries.ts';
import { REFERENCE_CACHE } from './queryPolicy.ts';

/** Query keys, fetchers and options of `/api/v1/themes/` (a reference collection: cached long). */
export const themeQueries = createCollectionQueries('themes', themeSchema, REFERENCE_CACHE);
