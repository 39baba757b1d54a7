import { writeFileSync } from 'node:fs';
import { createApiHandler } from '../handler.ts';
import { optionsFromEnv } from '../options.ts';

/**
 * Writes the mock's data set (MOCK_API_SEED, MOCK_API_NEWS) as one JSON file for the reference
 * deployment to load: `tsx mock-api/drf-reference/export-mock-data.ts OUT.json`.
 */
const out = process.argv[2];
if (!out) {
  console.error('usage: tsx mock-api/drf-reference/export-mock-data.ts OUT.json');
  process.exit(2);
}
const handler = createApiHandler({ ...optionsFromEnv(process.env), maxLimit: 0 });
const read = async (url: string): Promise<unknown> => {
  const answer = await handler({ method: 'GET', url, headers: { host: 'mock' } });
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return JSON.parse(Buffer.from(answer.body).toString('utf8'));
};
const data: Record<string, unknown[]> = {};
for (const collection of ['channels', 'categories', 'themes', 'publics', 'projects', 'mementos', 'news']) {
  data[collection] = ((await read(`/api/v1/${collection}/?limit=100000000`)) as { results: unknown[] }).results;
}
const facultyIds = new Set((data.news as Array<{ faculties: string[] }>).flatMap((n) => n.faculties.map((url) => Number(/(\d+)\/$/.exec(url)?.[1]))));
data.faculties = await Promise.all([...facultyIds].sort((a, b) => a - b).map((id) => read(`/api/v1/faculties/${id}/`)));
writeFileSync(out, JSON.stringify(data));
console.log(`wrote ${Object.entries(data).map(([k, v]) => `${v.length} ${k}`).join(', ')} to ${out}`);
