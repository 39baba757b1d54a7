import type { Author, NewsLink } from '../../src/api/resources/resources.ts';
import type { Random } from '../prng.ts';
import { asciiSlug, type Language, type Trilingual } from './languages.ts';
import { compileTemplate, fillTemplate, type CompiledTemplate } from './template.ts';
import {
  BODY_SENTENCES,
  CAMPUS_EVENTS,
  CITIES,
  FIRST_NAMES,
  FUNDERS,
  FUNDING_SENTENCE,
  JOURNALS,
  LAB_ACRONYMS,
  LAST_NAMES,
  LINK_LABELS,
  LIST_ITEMS,
  PHOTOGRAPHERS,
  PRIZES,
  PURPOSES,
  RESEARCH_GROUPS,
  RESEARCH_VERBS,
  STARTUP_NAMES,
  STUDY_FIELDS,
  SUBHEADINGS,
  THINGS,
  VISUAL_CAPTIONS,
} from './news-vocabulary.ts';

const LANG_INDEX: Record<Language, 0 | 1 | 2> = { fr: 0, en: 1, de: 2 };
const compileAll = (texts: readonly Trilingual[]): CompiledTemplate[][] =>
  texts.map((t) => t.map(compileTemplate));
const SENTENCES = compileAll(BODY_SENTENCES);
const FUNDERS_COMPILED = compileAll(FUNDERS);
const FUNDING_COMPILED = FUNDING_SENTENCE.map(compileTemplate);
/** Strides coprime with the 12 body sentences, so a stride visits each once before repeating. */
const COPRIME_STRIDES = [1, 5, 7, 11];

/** The category ids of reference-data (1 EPFL, 2 Education, 3 Research, 4 Innovation, 5 Campus life). */
export type CategoryId = 1 | 2 | 3 | 4 | 5;

export interface ArticleContent {
  subtitle: string;
  text: string;
  funding: string;
  references: string;
  authors: Author[];
  links: NewsLink[];
  visualDescription: string;
}

/** The phrases one article is about, chosen with its other eager fields so title and body agree. */
export interface Slots extends Record<string, string> {
  thing: string;
  purpose: string;
  lead: string;
  lab: string;
  n: string;
  year: string;
  journal: string;
  field: string;
  city: string;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function personName(random: Random): { first: string; last: string } {
  return { first: random.pick(FIRST_NAMES), last: random.pick(LAST_NAMES) };
}

export function articleTitle(random: Random, lang: Language, category: CategoryId, slots: Slots, year: number): string {
  const l = LANG_INDEX[lang];
  const roll = random.next();
  if (category === 5 || (category === 1 && roll < 0.4)) {
    const event = random.pick(CAMPUS_EVENTS)[l];
    return ([`${event} : le programme ${year}`, `${event}: the ${year} programme`, `${event}: das Programm ${year}`] as const)[l];
  }
  if (category === 2 && roll < 0.6) {
    const field = random.pick(STUDY_FIELDS)[l];
    return ([`Un nouveau master en ${field} dès ${year}`, `A new master's programme in ${field} from ${year}`, `Ein neuer Master in ${field} ab ${year}`] as const)[l];
  }
  if (category === 4 && roll < 0.5) {
    const name = random.pick(STARTUP_NAMES);
    const millions = random.int(2, 40);
    return ([`La start-up ${name} lève ${millions} millions de francs`, `Start-up ${name} raises CHF ${millions} million`, `Das Start-up ${name} sammelt ${millions} Millionen Franken`] as const)[l];
  }
  if (category === 1 || category === 2) {
    const prize = random.pick(PRIZES)[l];
    return ([`${slots.lead} reçoit ${prize}`, `${slots.lead} receives ${prize}`, `${slots.lead} erhält ${prize}`] as const)[l];
  }
  return `${random.pick(RESEARCH_GROUPS)[l]} ${random.pick(RESEARCH_VERBS)[l]} ${slots.thing} ${slots.purpose}`;
}

/** 3-4 paragraphs of 2-3 sentences; a random stride through the sentences never repeats one. */
function body(random: Random, l: 0 | 1 | 2, slots: Slots): string {
  const parts: string[] = [];
  const stride = random.pick(COPRIME_STRIDES);
  let sentence = random.int(0, SENTENCES.length - 1);
  const paragraphs = random.int(3, 4);
  for (let p = 0; p < paragraphs; p += 1) {
    if (p === 2 && random.chance(0.4)) parts.push('<h3>', random.pick(SUBHEADINGS)[l], '</h3>');
    parts.push('<p>');
    const count = random.int(2, 3);
    for (let i = 0; i < count; i += 1) {
      slots.n = String(random.int(3, 900));
      if (i > 0) parts.push(' ');
      parts.push(fillTemplate((SENTENCES[sentence] as CompiledTemplate[])[l] as CompiledTemplate, slots));
      sentence = (sentence + stride) % SENTENCES.length;
    }
    parts.push('</p>');
    if (p === 1 && random.chance(0.25)) {
      parts.push('<ul>');
      for (const item of random.sample(LIST_ITEMS, 3)) parts.push('<li>', item[l], '</li>');
      parts.push('</ul>');
    }
  }
  if (random.chance(0.3)) {
    const label = (['Site du laboratoire', 'Laboratory website', 'Website des Labors'] as const)[l];
    parts.push(`<p><a href="https://${slots.lab.toLowerCase()}.epfl.ch/" target="_blank" rel="noopener">${label}&nbsp;${slots.lab}</a></p>`);
  }
  if (random.chance(0.15)) parts.push(`<blockquote><p>${capitalize(slots.thing)} &amp; ${slots.field}.</p></blockquote>`);
  // join() builds one flat string: a chain of += would keep ~100 rope nodes per text alive.
  return parts.join('');
}

function doi(random: Random): string {
  return `10.${random.int(1000, 1200)}/s${random.int(41467, 41599)}-0${random.int(20, 26)}-${random.int(10000, 99999)}-${random.int(0, 9)}`;
}

function references(random: Random, slots: Slots, year: number): string {
  const people = random.int(2, 4);
  const names: string[] = [];
  for (let i = 0; i < people; i += 1) {
    const { first, last } = personName(random);
    names.push(`${first.charAt(0)}. ${last}`);
  }
  const id = doi(random);
  return `<p>${names.join(', ')}, "${capitalize(slots.thing)}", <em>${slots.journal}</em> (${year}). DOI: <a href="https://doi.org/${id}">${id}</a></p>`;
}

export function chooseSlots(random: Random, lang: Language, year: number): Slots {
  const l = LANG_INDEX[lang];
  const lead = personName(random);
  return {
    thing: random.pick(THINGS)[l],
    purpose: random.pick(PURPOSES)[l],
    lead: `${lead.first} ${lead.last}`,
    lab: random.pick(LAB_ACRONYMS),
    n: '0',
    year: String(year + random.int(1, 4)),
    journal: random.pick(JOURNALS),
    field: random.pick(STUDY_FIELDS)[l],
    city: random.pick(CITIES)[l],
  };
}

/** The HTML fields, people and links of an article, drawn from the article's own random stream. */
export function generateArticleContent(random: Random, lang: Language, category: CategoryId, year: number, slots: Slots): ArticleContent {
  const l = LANG_INDEX[lang];
  const [leadFirst = '', leadLast = ''] = slots.lead.split(' ');
  const lede = `${random.pick(RESEARCH_GROUPS)[l]} ${random.pick(RESEARCH_VERBS)[l]} ${slots.thing} ${slots.purpose}.`;
  const subtitle = random.chance(0.6) ? `<p>${lede}</p>` : random.chance(0.5) ? lede : `<p><strong>${lede}</strong></p>`;
  const isResearch = category === 3 || category === 4;

  const funding =
    isResearch && random.chance(0.6)
      ? `<p>${fillTemplate(FUNDING_COMPILED[l] as CompiledTemplate, {
          funder: fillTemplate(random.pick(FUNDERS_COMPILED)[l] as CompiledTemplate, { n: String(random.int(100000, 220000)) }),
        })}</p>`
      : '';
  const authorCount = random.int(1, 3);
  const authors: Author[] = [];
  for (let i = 0; i < authorCount; i += 1) {
    const { first, last } = i === 0 ? { first: leadFirst, last: leadLast } : personName(random);
    const url = random.chance(0.7) ? `https://people.epfl.ch/${asciiSlug(first, '.')}.${asciiSlug(last, '.')}` : null;
    authors.push({ first_name: first, last_name: last, url });
  }
  const linkCount = random.int(1, 3);
  const links: NewsLink[] = LINK_LABELS.slice(0, linkCount).map((label, index) => ({
    label: label[l],
    url:
      index === 0
        ? `https://${slots.lab.toLowerCase()}.epfl.ch/`
        : index === 1
          ? `https://doi.org/${doi(random)}`
          : `https://www.youtube.com/watch?v=${random.int(100000000, 999999999).toString(36)}`,
  }));
  const caption = random.pick(VISUAL_CAPTIONS)[l];
  return {
    subtitle,
    text: body(random, l, slots),
    funding,
    references: isResearch && random.chance(0.7) ? references(random, slots, year) : '',
    authors,
    links,
    visualDescription: random.chance(0.9) ? `${caption}. © ${year} EPFL / ${random.pick(PHOTOGRAPHERS)}` : '',
  };
}
