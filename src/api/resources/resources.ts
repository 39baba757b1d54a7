// zod/mini: the same schemas and issues as classic zod, but tree-shaken to what is used, which
// keeps the news route's first JavaScript under its 150 KB budget (classic zod alone is ~25 KB gzipped).
import { z } from 'zod/mini';

/**
 * zod schemas of the news API's resources, as the news API's specification lists them.
 * Shared by the client (which validates every response) and mock-api/ (which validates what it
 * serves), so the two cannot drift.
 */

/**
 * `YYYY-MM-DDTHH:MM:SS`, as the specification's samples have it, or as a real DRF deployment
 * sends it: with microseconds and a UTC offset (`2026-06-30T17:42:00.123456+02:00`, `...Z`).
 */
const publishDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})?$/));

export type ObjectFactory = typeof z.strictObject;

/** Every resource schema, with objects made by `object`: strict for the mock, lenient for the client. */
export function resourceSchemas(object: ObjectFactory) {
  /** Category, Theme, Public and Project share this shape. */
  const labelledResourceSchema = object({
    id: z.int(),
    fr_label: z.string(),
    en_label: z.string(),
    de_label: z.string(),
  });
  const categorySchema = labelledResourceSchema;
  const themeSchema = labelledResourceSchema;
  const publicSchema = labelledResourceSchema;
  const projectSchema = labelledResourceSchema;
  /** Faculty fields are not in the specification; the mock serves the labelled shape (documented). */
  const facultySchema = labelledResourceSchema;

  const channelSchema = object({
    id: z.int(),
    name: z.string(),
    fr_description: z.nullable(z.string()),
    en_description: z.nullable(z.string()),
    de_description: z.nullable(z.string()),
    is_active: z.boolean(),
  });

  const mementoSchema = object({
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

  const authorSchema = object({
    first_name: z.string(),
    last_name: z.string(),
    url: z.nullable(z.string()),
  });

  const linkSchema = object({
    label: z.string(),
    url: z.string(),
  });


  const newsSchema = object({
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
  return { labelledResourceSchema, categorySchema, themeSchema, publicSchema, projectSchema, facultySchema, channelSchema, mementoSchema, authorSchema, linkSchema, newsSchema };
}

/**
 * What the app accepts from a real deployment: the documented fields, and any extra ones
 * dropped (DRF services add fields over time; that must not break the reader). The strict
 * schemas, exactly the documented fields, are in documentedSchemas.ts: only the mock's tests use
 * them, and the app does not build them (the reader's first card waits on the module's work).
 */
export const clientSchemas = resourceSchemas(z.object as unknown as ObjectFactory);

export function paginatedSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.strictObject({
    count: z.int().check(z.minimum(0)),
    next: z.nullable(z.string()),
    previous: z.nullable(z.string()),
    results: z.array(item),
  });
}

export type LabelledResource = z.infer<typeof clientSchemas.labelledResourceSchema>;
export type Category = LabelledResource;
export type Theme = LabelledResource;
export type Public = LabelledResource;
export type Project = LabelledResource;
export type Faculty = LabelledResource;
export type Channel = z.infer<typeof clientSchemas.channelSchema>;
export type Memento = z.infer<typeof clientSchemas.mementoSchema>;
export type Author = z.infer<typeof clientSchemas.authorSchema>;
export type NewsLink = z.infer<typeof clientSchemas.linkSchema>;
export type News = z.infer<typeof clientSchemas.newsSchema>;
export interface Paginated<Item> {
  count: number;
  next: string | null;
  previous: string | null;
  results: Item[];
  /**
   * Items the client left out because they break the schema, one note each naming the place and
   * the field (`results[3] (id 12) left out: channel.name: expected string, got number`).
   */
  skipped?: string[];
  /** Why the API's `next` link was not followed (it led off this list); `next` is then null. */
  nextRefused?: string;
  /** The same for `previous`. */
  previousRefused?: string;
}

