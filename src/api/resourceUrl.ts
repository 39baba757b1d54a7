/** `{base}/api/v1/themes/12/` -> `{ collection: 'themes', id: 12 }`; null for anything else. */
export interface ResourceRef {
  collection: string;
  id: number;
}

export function resourceRefFromUrl(url: string): ResourceRef | null {
  let path: string;
  try {
    path = new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  const match = /\/api\/v1\/([a-z_]+)\/(\d+)\/?$/.exec(path);
  if (!match?.[1] || !match[2]) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) ? { collection: match[1], id } : null;
}
