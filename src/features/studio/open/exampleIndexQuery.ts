import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

const EXAMPLES_DIR = `${import.meta.env.BASE_URL}bodyplans/`;
/** The index is a small static file: a server that has not answered by then is not going to. */
const INDEX_TIMEOUT_MS = 15_000;

const exampleEntrySchema = z.object({
  file: z.string(),
  title: z.string(),
  description: z.string(),
  joints: z.number(),
  dofs: z.number(),
  fixedBase: z.boolean(),
  /** A recording of the plan shipped beside it, loaded once the plan is open. */
  recording: z.string().optional(),
});
const exampleIndexSchema = z.object({ examples: z.array(exampleEntrySchema) });

export type ExampleEntry = z.infer<typeof exampleEntrySchema>;

export const exampleUrl = (entry: ExampleEntry): string => `${EXAMPLES_DIR}${entry.file}`;
export const exampleRecordingUrl = (file: string): string => `${EXAMPLES_DIR}${file}`;

/** The example body plans shipped in public/bodyplans/, listed by their index.json (static: fetched once). */
export const exampleIndexQuery = queryOptions({
  queryKey: ['studio', 'example-index'],
  staleTime: Infinity,
  queryFn: async ({ signal }): Promise<ExampleEntry[]> => {
    const response = await fetch(`${EXAMPLES_DIR}index.json`, { signal: AbortSignal.any([signal, AbortSignal.timeout(INDEX_TIMEOUT_MS)]) });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    const parsed = exampleIndexSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error('the example index is not in the expected shape');
    return parsed.data.examples;
  },
});
