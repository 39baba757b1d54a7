import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '../../api/client.ts';
import { parseApiBaseUrl, readStoredBaseUrl, resolveApiBaseUrl, writeStoredBaseUrl } from '../../api/baseUrl.ts';

interface ApiClientContextValue {
  client: ApiClient;
  /** True when the base URL comes from the remembered setting (not the build or the origin). */
  isCustom: boolean;
  /** Remembers a new base URL (already checked with parseApiBaseUrl), or forgets it with null. */
  setCustomBaseUrl: (value: string | null) => void;
}

const ApiClientContext = createContext<ApiClientContextValue | null>(null);

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The API base URL now: the remembered setting, else the build's, else the app's origin. */
export function currentBaseUrl(): { baseUrl: string; isCustom: boolean } {
  const stored = readStoredBaseUrl(browserStorage());
  const buildTime = import.meta.env.VITE_API_BASE_URL as string | undefined;
  const baseUrl = resolveApiBaseUrl({ stored, buildTime, origin: window.location.origin });
  return { baseUrl, isCustom: stored !== null && parseApiBaseUrl(stored).ok };
}

/** Gives the news pages one API client; a changed base URL makes a new client (and new query keys). */
export function ApiClientProvider({ children }: { children: ReactNode }) {
  const [source, setSource] = useState(currentBaseUrl);
  const client = useMemo(() => createApiClient({ baseUrl: source.baseUrl }), [source.baseUrl]);
  const setCustomBaseUrl = useCallback((value: string | null) => {
    writeStoredBaseUrl(browserStorage(), value);
    setSource(currentBaseUrl());
  }, []);
  const value = useMemo(() => ({ client, isCustom: source.isCustom, setCustomBaseUrl }), [client, source.isCustom, setCustomBaseUrl]);
  return <ApiClientContext value={value}>{children}</ApiClientContext>;
}

export function useApiClientContext(): ApiClientContextValue {
  const value = useContext(ApiClientContext);
  if (!value) throw new Error('useApiClient must be used inside <ApiClientProvider>');
  return value;
}

export function useApiClient(): ApiClient {
  return useApiClientContext().client;
}
