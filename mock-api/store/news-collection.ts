import type { Category, Channel } from '../../src/api/resources/resources.ts';
import type { NewsRecord } from '../data/news-generator.ts';
import { BASE_URL_MARKER, toRenderParts, type RenderParts } from './base-url-marker.ts';
import { createCollection, type Collection, type FieldValue } from './collection.ts';
import { newsFilter, type FilterChoices } from './news-filters.ts';

/** Where the pictures of an article are served (by this same handler). */
function mediaPath(article: number, variant: 'visual' | 'thumbnail'): string {
  return `/api/media/articles/${article}/${variant}.svg`;
}

const links = (collection: string, ids: readonly number[]): string[] =>
  ids.map((id) => `${BASE_URL_MARKER}/api/v1/${collection}/${id}/`);

/** The News shape of the specification, in its field order, with request-relative URLs marked. */
function serializeNews(record: NewsRecord, channels: ReadonlyMap<number, Channel>, categories: ReadonlyMap<number, Category>): RenderParts {
  const article = record.article;
  const body = article.body();
  return toRenderParts({
    id: record.id,
    lang: article.lang,
    title: article.title,
    subtitle: body.subtitle,
    text: body.text,
    order: article.order,
    publish_date: article.publish_date,
    visual_url: BASE_URL_MARKER + mediaPath(article.number, 'visual'),
    thumbnail_url: BASE_URL_MARKER + mediaPath(article.number, 'thumbnail'),
    visual_description: body.visual_description,
    short_vimeo_video_id: article.short_vimeo_video_id,
    short_vimeo_video_credits: article.short_vimeo_video_credits,
    carousel_images: [],
    video: article.video,
    channel: channels.get(record.channelId),
    category: categories.get(article.categoryId),
    news_url: article.news_url,
    themes: links('themes', article.themeIds),
    publics: links('publics', article.publicIds),
    faculties: links('faculties', article.facultyIds),
    projects: links('projects', article.projectIds),
    authors: body.authors,
    links: body.links,
    funding: body.funding,
    references: body.references,
    is_under_cc_license: article.is_under_cc_license,
  });
}

/** Every scalar field; `channel`/`category` order by their id as Django does for a foreign key. */
const NEWS_ORDERING_FIELDS: ReadonlyArray<readonly [string, (r: NewsRecord) => FieldValue]> = [
  ['id', (r) => r.id],
  ['lang', (r) => r.article.lang],
  ['title', (r) => r.article.title],
  ['subtitle', (r) => r.article.body().subtitle],
  ['text', (r) => r.article.body().text],
  ['order', (r) => r.article.order],
  ['publish_date', (r) => r.article.publish_date],
  ['visual_url', (r) => mediaPath(r.article.number, 'visual')],
  ['thumbnail_url', (r) => mediaPath(r.article.number, 'thumbnail')],
  ['visual_description', (r) => r.article.body().visual_description],
  ['short_vimeo_video_id', (r) => r.article.short_vimeo_video_id],
  ['short_vimeo_video_credits', (r) => r.article.short_vimeo_video_credits],
  ['video', (r) => r.article.video],
  ['channel', (r) => r.channelId],
  ['category', (r) => r.article.categoryId],
  ['news_url', (r) => r.article.news_url],
  ['funding', (r) => r.article.body().funding],
  ['references', (r) => r.article.body().references],
  ['is_under_cc_license', (r) => r.article.is_under_cc_license],
];

export function createNewsCollection(
  records: readonly NewsRecord[],
  channels: readonly Channel[],
  categories: readonly Category[],
  choices: FilterChoices,
  options: { name?: string; viewName?: string; fixedChannel?: number } = {},
): Collection {
  const channelById = new Map(channels.map((c) => [c.id, c]));
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  return createCollection({
    name: options.name ?? 'news',
    viewName: options.viewName ?? 'News',
    description: 'News items, newest first; filters: lang, channel, category, themes, publics, projects, faculties, search.',
    records,
    serialize: (record) => serializeNews(record, channelById, categoryById),
    orderingFields: NEWS_ORDERING_FIELDS,
    defaultOrdering: [
      { field: 'publish_date', descending: true },
      { field: 'id', descending: true },
    ],
    filter: (all) => newsFilter(all, choices, options.fixedChannel),
  });
}
