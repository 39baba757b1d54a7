import { clientSchemas } from './resources.ts';
import { createCollectionQueries } from '../collectionQueries.ts';
import { REFERENCE_CACHE } from '../queryPolicy.ts';

/** Query keys, fetchers and options of `/api/v1/categories/` (a reference collection: cached long). */
export const categoryQueries = createCollectionQueries('categories', clientSchemas.categorySchema, REFERENCE_CACHE);
