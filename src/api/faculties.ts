import { facultySchema } from './resources.ts';
import { createCollectionQueries } from './collectionQueries.ts';
import { REFERENCE_CACHE } from './queryPolicy.ts';

/** Faculties: only retrieve exists (news items link to `/api/v1/faculties/<id>/`); use `detail`/`byUrl`. */
export const facultyQueries = createCollectionQueries('faculties', facultySchema, REFERENCE_CACHE);
