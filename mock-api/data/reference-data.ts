import type { Category, Channel, Faculty, LabelledResource, Memento, Project, Public, Theme } from '../../src/api/resources/resources.ts';
import { createRandom, deriveSeed } from '../prng.ts';
import type { Trilingual } from './languages.ts';
import {
  CATEGORY_LABELS,
  CHANNEL_NAMES,
  FACULTY_LABELS,
  MEMENTO_NAMES,
  PROJECT_KINDS,
  PROJECT_NAME_PARTS,
  PUBLIC_LABELS,
  THEME_LABELS,
} from './reference-vocabulary.ts';

function labelled(labels: readonly Trilingual[]): LabelledResource[] {
  return labels.map(([fr, en, de], index) => ({ id: index + 1, fr_label: fr, en_label: en, de_label: de }));
}

export const generateCategories = (): Category[] => labelled(CATEGORY_LABELS);
export const generateThemes = (): Theme[] => labelled(THEME_LABELS);
export const generatePublics = (): Public[] => labelled(PUBLIC_LABELS);
export const generateFaculties = (): Faculty[] => labelled(FACULTY_LABELS);

const PROJECT_COUNT = 60;

/** Proper names ("Blue Carbon Initiative"): the kind is translated, the name is not. */
export function generateProjects(seed: number): Project[] {
  const random = createRandom(deriveSeed(seed, 'projects'));
  const pairs: Array<[string, string]> = [];
  for (const first of PROJECT_NAME_PARTS.first) for (const second of PROJECT_NAME_PARTS.second) pairs.push([first, second]);
  return random.sample(pairs, PROJECT_COUNT).map(([first, second], index) => {
    const [fr, en, de] = random.pick(PROJECT_KINDS);
    const name = `${first} ${second}`;
    return { id: index + 1, fr_label: `${fr} ${name}`, en_label: `${name} ${en}`, de_label: `${de} ${name}` };
  });
}

const CHANNEL_DESCRIPTIONS: Trilingual = [
  'Les actualités de {name} : recherche, enseignement et vie du campus.',
  'News from {name}: research, education and campus life.',
  'Neuigkeiten von {name}: Forschung, Lehre und Campusleben.',
];

/** Channel 3 has every description null, channel 4 every description empty, channel 5 one of each. */
export function generateChannels(seed: number): Channel[] {
  const random = createRandom(deriveSeed(seed, 'channels'));
  const describe = (lang: 0 | 1 | 2, name: string): string | null => {
    const roll = random.next();
    if (roll < 0.15) return null;
    if (roll < 0.25) return '';
    return CHANNEL_DESCRIPTIONS[lang].replace('{name}', name);
  };
  return CHANNEL_NAMES.map((name, index) => {
    const id = index + 1;
    let descriptions: [string | null, string | null, string | null] = [describe(0, name), describe(1, name), describe(2, name)];
    if (id === 1 || id === 2) descriptions = [0, 1, 2].map((l) => CHANNEL_DESCRIPTIONS[l as 0 | 1 | 2].replace('{name}', name)) as [string, string, string];
    if (id === 3) descriptions = [null, null, null];
    if (id === 4) descriptions = ['', '', ''];
    if (id === 5) descriptions = [CHANNEL_DESCRIPTIONS[0].replace('{name}', name), null, ''];
    const isActive = id <= 5 ? true : id % 13 === 0 ? false : random.chance(0.9);
    return { id, name, fr_description: descriptions[0], en_description: descriptions[1], de_description: descriptions[2], is_active: isActive };
  });
}

/** Memento 1 is the main one; labels are null, empty or filled (ids 2 and 3 force the first two). */
export function generateMementos(seed: number, mementoSite: string): Memento[] {
  const random = createRandom(deriveSeed(seed, 'mementos'));
  const label = (prefix: string, name: string): string | null => {
    const roll = random.next();
    if (roll < 0.2) return null;
    if (roll < 0.35) return '';
    return `${prefix} ${name}`;
  };
  return MEMENTO_NAMES.map(([frName, enName, slug], index) => {
    const id = index + 1;
    let frLabel = label('Agenda', frName);
    let enLabel = label('Events', enName);
    if (id === 1) [frLabel, enLabel] = ["Agenda de l'EPFL", 'EPFL events'];
    if (id === 2) [frLabel, enLabel] = [null, null];
    if (id === 3) [frLabel, enLabel] = ['', ''];
    return {
      id,
      fr_name: frName,
      en_name: enName,
      fr_label: frLabel,
      en_label: enLabel,
      slug,
      is_main_memento: id === 1,
      is_active: id <= 3 ? true : id % 9 === 0 ? false : random.chance(0.9),
      memento_url: `${mementoSite}/${slug}/`,
    };
  });
}
