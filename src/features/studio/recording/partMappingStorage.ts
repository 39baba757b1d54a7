import type { PartMapping } from '../../../bodyplan/recording/readers/partMatching.ts';
import { parsePartMappingJson } from '../../../bodyplan/recording/studioRecordingFile.ts';

/** The part → joint table is remembered per plan name in this browser. */
const KEY_PREFIX = 'bodyplan-studio.part-mapping.';

export function loadPartMapping(planName: string): PartMapping {
  try {
    const text = window.localStorage.getItem(KEY_PREFIX + planName);
    if (text === null) return {};
    const parsed = parsePartMappingJson(text);
    return parsed.ok ? parsed.value : {};
  } catch {
    // Storage refused (private mode, quota): the table starts empty.
    return {};
  }
}

export function savePartMapping(planName: string, mapping: PartMapping): void {
  try {
    if (Object.keys(mapping).length === 0) window.localStorage.removeItem(KEY_PREFIX + planName);
    else window.localStorage.setItem(KEY_PREFIX + planName, JSON.stringify(mapping));
  } catch {
    // Not remembered, but the table still applies to this session.
  }
}
