// zod/mini: the same schemas and issues as classic zod, but tree-shaken to what is used, which
// keeps the news route's first JavaScript under its 150 KB budget (classic zod alone is ~25 KB gzipped).
import { z } from 'zod/mini';

/**
 * zod schemas of the news API's resources, as ../shared/spec/news-directory-api.md lists them.
 * Shared by the client (which validates every response) and mock-api/ (which validates what it
 * serves), so the two cannot drift.
 */

/** Category, Theme, Public and Project share this shape. */
export const labelledResourceSchema = z.strictObject({
  id: z.int(),
  fr_label: z.string(),
  en_label: z.string(),
  de_label: z.string(),
});
export const categorySchema = labelledResourceSchema;
export const themeSchema = labelledResourceSchema;
export const publicSchema = labelledResourceSchema;
export const projectSchema = labelledResourceSchema;
/** Faculty fields are not in the specification; the mock serves the labelled shape (documented). */
export const facultySchema = labelledResourceSchema;

export const channelSchema = z.strictObject({
  id: z.int(),
  name: z.string(),
  fr_description: z.nullable(z.string()),
  en_description: z.nullable(z.string()),
  de_description: z.nullable(z.string()),
  is_active: z.boolean(),
});

export const mementoSchema = z.strictObject({
  id: z.int(),
  fr_name: z.string(),
  en_name: z.string(),
  fr_label: z.nullable(z.string()),
  en_label: z.nullable(z.string()),
  slug: z.string(),
  is_main_memento: z.boolean(),
  is_active: z.boolean(),
  memento_url: z.string(),
});

export const authorSchema = z.strictObject({
  first_name: z.string(),
  last_name: z.string(),
  url: z.nullable(z.string()),
});

export const linkSchema = z.strictObject({
  label: z.string(),
  url: z.string(),
});

/** `YYYY-MM-DDTHH:MM:SS` with no zone: shown as given, never converted. */
export const publishDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/));

export const newsSchema = z.strictObject({
  id: z.int(),
  lang: z.string(),
  title: z.string(),
  subtitle: z.string(),
  text: z.string(),
  order: z.int(),
  publish_date: publishDateSchema,
  visual_url: z.string(),
  thumbnail_url: z.string(),
  visual_description: z.string(),
  short_vimeo_video_id: z.string(),
  short_vimeo_video_credits: z.string(),
  // The element shape is not in the specification (empty in its samples).
  carousel_images: z.array(z.unknown()),
  video: z.string(),
  channel: channelSchema,
  category: categorySchema,
  news_url: z.string(),
  themes: z.array(z.string()),
  publics: z.array(z.string()),
  faculties: z.array(z.string()),
  projects: z.array(z.string()),
  authors: z.array(authorSchema),
  links: z.array(linkSchema),
  funding: z.string(),
  references: z.string(),
  is_under_cc_license: z.boolean(),
});

export function paginatedSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.strictObject({
    count: z.int().check(z.minimum(0)),
    next: z.nullable(z.string()),
    previous: z.nullable(z.string()),
    results: z.array(item),
  });
}

export type LabelledResource = z.infer<typeof labelledResourceSchema>;
export type Category = LabelledResource;
export type Theme = LabelledResource;
export type Public = LabelledResource;
export type Project = LabelledResource;
export type Faculty = LabelledResource;
export type Channel = z.infer<typeof channelSchema>;
export type Memento = z.infer<typeof mementoSchema>;
export type Author = z.infer<typeof authorSchema>;
export type NewsLink = z.infer<typeof linkSchema>;
export type News = z.infer<typeof newsSchema>;
export interface Paginated<Item> {
  count: number;
  next: string | null;
  previous: string | null;
  results: Item[];
}

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

/** Retrieve-only resources (no list endpoint in the specification). */
export const retrieveOnlySchemas = { faculties: facultySchema } as const;
