import { z } from 'zod/mini';
import { resourceSchemas } from './resources.ts';

/**
 * Exactly the documented fields, no more: what the mock must serve. Its own tests and the contract
 * tests parse its answers with these; the app reads with the lenient `clientSchemas` instead.
 */
export const {
  labelledResourceSchema,
  categorySchema,
  themeSchema,
  publicSchema,
  projectSchema,
  facultySchema,
  channelSchema,
  mementoSchema,
  authorSchema,
  linkSchema,
  newsSchema,
} = resourceSchemas(z.strictObject);

/** The collections with list endpoints, and the schema of each one's items. */
export const collectionSchemas = {
  news: newsSchema,
  channels: channelSchema,
  categories: categorySchema,
  themes: themeSchema,
  publics: publicSchema,
  projects: projectSchema,
  mementos: mementoSchema,
} as const;
export type CollectionName = keyof typeof collectionSchemas;
export const COLLECTION_NAMES = Object.keys(collectionSchemas) as CollectionName[];
