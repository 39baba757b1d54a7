import { clientSchemas } from './resources.ts';
import { createCollectionQueries } from '../collectionQueries.ts';
import { REFERENCE_CACHE } from '../queryPolicy.ts';

/** Query keys, fetchers and options of `/api/v1/themes/` (a reference collection: cached long). */
export const themeQueries = createCollectionQueries('themes', clientSchemas.themeSchema, REFERENCE_CACHE);
