import { clientSchemas } from './resources.ts';
import { createCollectionQueries } from '../collectionQueries.ts';
import { REFERENCE_CACHE } from '../queryPolicy.ts';

/** Query keys, fetchers and options of `/api/v1/mementos/` (a reference collection: cached long). */
export const mementoQueries = createCollectionQueries('mementos', clientSchemas.mementoSchema, REFERENCE_CACHE);
