/** The Cache Storage cache the page fills with kept articles' pictures; sw.js (scripts/pwa/) reads it when the network fails. */
export const IMAGE_CACHE = 'news-images';
