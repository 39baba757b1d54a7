import type { Channel, LabelledResource, Memento } from '../../src/api/resources/resources.ts';
import { lastValue } from '../http/query-string.ts';
import { toRenderParts } from './base-url-marker.ts';
import { createCollection, type Collection, type FieldValue } from './collection.ts';

const BY_ID = [{ field: 'id', descending: false }] as const;

/** Every field of these shapes is a scalar, so every field can be ordered on. */
function fieldsOf<R extends object>(names: ReadonlyArray<keyof R & string>): ReadonlyArray<readonly [string, (r: R) => FieldValue]> {
  return names.map((name) => [name, (r: R) => r[name] as FieldValue] as const);
}

export function createLabelledCollection(name: string, viewName: string, records: readonly LabelledResource[]): Collection {
  return createCollection({
    name,
    viewName,
    description: `${viewName} labels in French, English and German.`,
    records,
    serialize: toRenderParts,
    orderingFields: fieldsOf<LabelledResource>(['id', 'fr_label', 'en_label', 'de_label']),
    defaultOrdering: BY_ID,
  });
}

export function createChannelCollection(records: readonly Channel[]): Collection {
  return createCollection({
    name: 'channels',
    viewName: 'Channel',
    description: 'News channels; filter: name (exact).',
    records,
    serialize: toRenderParts,
    orderingFields: fieldsOf<Channel>(['id', 'name', 'fr_description', 'en_description', 'de_description', 'is_active']),
    defaultOrdering: BY_ID,
    filter: (all) => (pairs) => {
      const name = lastValue(pairs, 'name');
      if (!name) return { kind: 'none' };
      return { kind: 'filter', key: `name=${name}`, test: (i) => all[i]?.name === name };
    },
  });
}

export function createMementoCollection(records: readonly Memento[]): Collection {
  return createCollection({
    name: 'mementos',
    viewName: 'Memento',
    description: 'Event calendars (mementos).',
    records,
    serialize: toRenderParts,
    orderingFields: fieldsOf<Memento>(['id', 'fr_name', 'en_name', 'fr_label', 'en_label', 'slug', 'is_main_memento', 'is_active', 'memento_url']),
    defaultOrdering: BY_ID,
  });
}
