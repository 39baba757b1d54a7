import type { Author, Channel, NewsLink } from '../../src/api/resources/resources.ts';
import { createRandom, deriveSeed, type Random } from '../prng.ts';
import { asciiSlug, type Language } from './languages.ts';
import { articleTitle, chooseSlots, generateArticleContent, type CategoryId, type Slots } from './news-content.ts';
import { HOSTILE_FRAGMENTS, type HostileKind } from './news-vocabulary.ts';

/** The HTML and list fields of an article: generated on first use, from the article's own stream. */
interface ArticleBody {
  subtitle: string;
  text: string;
  funding: string;
  references: string;
  authors: Author[];
  links: NewsLink[];
  visual_description: string;
}

/** One article; the same article can be published as several records (one per channel). */
interface Article extends ArticleFields {
  /** Deterministic: the same bytes on every call (cached after the first). */
  body(): ArticleBody;
}

interface ArticleFields {
  /** 1-based; its pictures are /api/media/articles/<number>/... */
  number: number;
  lang: Language;
  title: string;
  order: number;
  publish_date: string;
  categoryId: number;
  news_url: string;
  themeIds: number[];
  publicIds: number[];
  facultyIds: number[];
  projectIds: number[];
  short_vimeo_video_id: string;
  short_vimeo_video_credits: string;
  video: string;
  is_under_cc_license: boolean;
}

/** A class rather than an object with a closure: 100,000 closure contexts cost the generator a third of its time in GC. */
class GeneratedArticle implements Article {
  #body: ArticleBody | undefined;
  number!: number;
  lang!: Language;
  title!: string;
  order!: number;
  publish_date!: string;
  categoryId!: number;
  news_url!: string;
  themeIds!: number[];
  publicIds!: number[];
  facultyIds!: number[];
  projectIds!: number[];
  short_vimeo_video_id!: string;
  short_vimeo_video_credits!: string;
  video!: string;
  is_under_cc_license!: boolean;

  constructor(
    fields: ArticleFields,
    private readonly seed: number,
    private readonly year: number,
    private readonly slots: Slots,
  ) {
    Object.assign(this, fields);
  }

  body(): ArticleBody {
    this.#body ??= articleBody(this.seed, this.number - 1, { lang: this.lang, category: this.categoryId as CategoryId, year: this.year, slots: this.slots });
    return this.#body;
  }
}

/** A news record: an article in one channel, with its own id. */
export interface NewsRecord {
  id: number;
  channelId: number;
  article: Article;
}

export interface NewsGeneratorInput {
  seed: number;
  count: number;
  channels: readonly Channel[];
  themeCount: number;
  publicCount: number;
  facultyCount: number;
  projectCount: number;
  newsSite: string;
}

/** Articles at these indices carry one special case each, so every data set of >= 16 articles has them all. */
const FORCED_CASES = {
  allArraysEmpty: 0,
  scriptInText: 1,
  handlersInSubtitle: 2,
  javascriptLinkInFunding: 3,
  iframeInReferences: 4,
  threeChannels: 5,
  emptyThemes: 6,
  emptyPublics: 7,
  emptyFaculties: 8,
  emptyProjects: 9,
  emptyAuthors: 10,
  emptyLinks: 11,
  mixedCaseLinkAndStyle: 12,
  twoChannels: 13,
} as const;

const FIRST_DAY = Date.UTC(2019, 0, 1);
const LAST_DAY = Date.UTC(2026, 5, 30);
const DAY_MS = 86_400_000;
const RANDOM_HOSTILE: HostileKind[] = ['script', 'handler', 'paragraphHandler', 'javascriptLink', 'iframe'];
const HTML_FIELDS = ['subtitle', 'text', 'funding', 'references'] as const;

function pad(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

function randomPublishDate(random: Random): { text: string; year: number } {
  const day = FIRST_DAY + random.int(0, (LAST_DAY - FIRST_DAY) / DAY_MS) * DAY_MS;
  const date = new Date(day + random.int(6, 19) * 3_600_000 + random.int(0, 59) * 60_000);
  const year = date.getUTCFullYear();
  return {
    year,
    text: `${year}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:00`,
  };
}

function pickCategory(random: Random): CategoryId {
  const roll = random.next();
  if (roll < 0.45) return 3;
  if (roll < 0.6) return 2;
  if (roll < 0.75) return 4;
  if (roll < 0.87) return 5;
  return 1;
}

function pickLanguage(random: Random): Language {
  const roll = random.next();
  return roll < 0.45 ? 'fr' : roll < 0.9 ? 'en' : 'de';
}

function ids(random: Random, total: number, max: number, emptyChance: number): number[] {
  if (total === 0 || random.chance(emptyChance)) return [];
  const count = Math.min(random.int(1, max), total);
  const picked: number[] = [];
  while (picked.length < count) {
    const id = random.int(1, total);
    if (!picked.includes(id)) picked.push(id);
  }
  return picked.sort((a, b) => a - b);
}

/** The article body, with the forced special case or random hostile markup of this article applied. */
function articleBody(seed: number, index: number, skeleton: { lang: Language; category: CategoryId; year: number; slots: Slots }): ArticleBody {
  const random = createRandom(deriveSeed(seed, 'article', index));
  const content = generateArticleContent(random, skeleton.lang, skeleton.category, skeleton.year, skeleton.slots);
  const body: ArticleBody = {
    subtitle: content.subtitle,
    text: content.text,
    funding: content.funding,
    references: content.references,
    authors: random.chance(0.05) ? [] : content.authors,
    links: random.chance(0.05) ? [] : content.links,
    visual_description: content.visualDescription,
  };
  if (random.chance(0.03)) {
    const field = random.pick(HTML_FIELDS);
    body[field] += HOSTILE_FRAGMENTS[random.pick(RANDOM_HOSTILE)];
  }
  switch (index) {
    case FORCED_CASES.allArraysEmpty:
      body.authors = [];
      body.links = [];
      body.funding = '';
      body.references = '';
      break;
    case FORCED_CASES.scriptInText:
      body.text += HOSTILE_FRAGMENTS.script;
      body.authors = [...body.authors.map((a) => ({ ...a, url: null })), { first_name: 'Anna', last_name: 'Favre', url: null }];
      break;
    case FORCED_CASES.handlersInSubtitle:
      body.subtitle += HOSTILE_FRAGMENTS.paragraphHandler;
      body.text += HOSTILE_FRAGMENTS.handler;
      break;
    case FORCED_CASES.javascriptLinkInFunding:
      body.funding += HOSTILE_FRAGMENTS.javascriptLink;
      break;
    case FORCED_CASES.iframeInReferences:
      body.references += HOSTILE_FRAGMENTS.iframe;
      break;
    case FORCED_CASES.emptyAuthors:
      body.authors = [];
      break;
    case FORCED_CASES.emptyLinks:
      body.links = [];
      break;
    case FORCED_CASES.mixedCaseLinkAndStyle:
      body.text += HOSTILE_FRAGMENTS.mixedCaseJavascriptLink + HOSTILE_FRAGMENTS.style;
      break;
  }
  return body;
}

/**
 * Articles and their records. The fields lists, filters and orderings need are made now; the
 * long HTML of each article is made on first use from the article's own seeded stream, so
 * 100,000 news take well under 3 s and the bytes never depend on what was read first.
 */
export function generateNews(input: NewsGeneratorInput): NewsRecord[] {
  const random = createRandom(deriveSeed(input.seed, 'news'));
  const active = input.channels.filter((c) => c.is_active);
  const pickChannel = (): Channel => random.pick(active.length > 0 && random.chance(0.92) ? active : input.channels);
  const records: NewsRecord[] = [];
  const slugs = new Map<string, number>();
  let nextId = 20_000;

  for (let index = 0; records.length < input.count && input.channels.length > 0; index += 1) {
    const lang = pickLanguage(random);
    const category = pickCategory(random);
    const date = randomPublishDate(random);
    const slots = chooseSlots(random, lang, date.year);
    const title = articleTitle(random, lang, category, slots, date.year);
    const empty = (forced: number) => index === FORCED_CASES.allArraysEmpty || index === forced;
    const themeIds = ids(random, input.themeCount, 3, 0.1);
    const publicIds = ids(random, input.publicCount, 3, 0.1);
    const facultyIds = ids(random, input.facultyCount, 2, 0.1);
    const projectIds = ids(random, input.projectCount, 2, 0.4);
    let copies = random.chance(0.12) ? random.int(2, 3) : 1;
    if (index === FORCED_CASES.threeChannels) copies = 3;
    if (index === FORCED_CASES.twoChannels) copies = 2;

    const baseSlug = asciiSlug(title).slice(0, 80);
    const seen = slugs.get(baseSlug) ?? 0;
    slugs.set(baseSlug, seen + 1);
    const hasVimeo = random.chance(0.1);
    const fields: ArticleFields = {
      number: index + 1,
      lang,
      title,
      order: random.int(1, 60),
      publish_date: date.text,
      categoryId: category,
      news_url: `${input.newsSite}/news/${seen === 0 ? baseSlug : `${baseSlug}-${seen + 1}`}/`,
      themeIds: empty(FORCED_CASES.emptyThemes) ? [] : themeIds,
      publicIds: empty(FORCED_CASES.emptyPublics) ? [] : publicIds,
      facultyIds: empty(FORCED_CASES.emptyFaculties) ? [] : facultyIds,
      projectIds: empty(FORCED_CASES.emptyProjects) ? [] : projectIds,
      short_vimeo_video_id: hasVimeo ? String(random.int(100_000_000, 999_999_999)) : '',
      short_vimeo_video_credits: hasVimeo ? `EPFL / ${slots.lead}` : '',
      video: random.chance(0.05) ? `https://www.youtube.com/embed/${random.int(100000000, 999999999).toString(36)}` : '',
      is_under_cc_license: random.chance(0.6),
    };
    const article = new GeneratedArticle(fields, input.seed, date.year, slots);
    const usedChannels: number[] = [];
    for (let copy = 0; copy < copies && records.length < input.count; copy += 1) {
      let channel = pickChannel();
      for (let attempt = 0; usedChannels.includes(channel.id) && attempt < 20; attempt += 1) channel = pickChannel();
      if (usedChannels.includes(channel.id)) break;
      usedChannels.push(channel.id);
      nextId += random.int(1, 3);
      records.push({ id: nextId, channelId: channel.id, article });
    }
  }
  return records;
}
