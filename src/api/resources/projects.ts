import { clientSchemas } from './resources.ts';
import { createCollectionQueries } from '../collectionQueries.ts';
import { REFERENCE_CACHE } from '../queryPolicy.ts';

/** Query keys, fetchers and options of `/api/v1/projects/` (a reference collection: cached long). */
export const projectQueries = createCollectionQueries('projects', clientSchemas.projectSchema, REFERENCE_CACHE);
