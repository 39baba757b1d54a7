import { clientSchemas } from './resources.ts';
import { createCollectionQueries } from '../collectionQueries.ts';
import { REFERENCE_CACHE } from '../queryPolicy.ts';

/** Faculties: only retrieve exists (news items link to `/api/v1/faculties/<id>/`); use `detail`/`byUrl`. */
export const facultyQueries = createCollectionQueries('faculties', clientSchemas.facultySchema, REFERENCE_CACHE);
