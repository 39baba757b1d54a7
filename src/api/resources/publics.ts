import { clientSchemas } from './resources.ts';
import { createCollectionQueries } from '../collectionQueries.ts';
import { REFERENCE_CACHE } from '../queryPolicy.ts';

/** Query keys, fetchers and options of `/api/v1/publics/` (a reference collection: cached long). */
export const publicQueries = createCollectionQueries('publics', clientSchemas.publicSchema, REFERENCE_CACHE);
