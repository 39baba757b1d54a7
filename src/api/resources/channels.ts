import { clientSchemas } from './resources.ts';
import { createCollectionQueries } from '../collectionQueries.ts';
import { REFERENCE_CACHE } from '../queryPolicy.ts';

/** Query keys, fetchers and options of `/api/v1/channels/` (a reference collection: cached long). */
export const channelQueries = createCollectionQueries('channels', clientSchemas.channelSchema, REFERENCE_CACHE);
