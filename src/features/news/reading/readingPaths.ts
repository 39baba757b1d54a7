import { AREA_PATHS } from '../../../routePaths.ts';

/** The Saved page: articles starred on this device. */
export const NEWS_SAVED_PATH = `${AREA_PATHS.news}/saved`;
/** What can be read without a connection. */
export const NEWS_OFFLINE_PATH = `${AREA_PATHS.news}/offline`;
