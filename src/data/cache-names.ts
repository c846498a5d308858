// The service worker's runtime caches, named once for the worker and for the page that reads or
// prunes them.
export const PAGES_PREFIX = 'pages-';
export const CATALOGUE_CACHE = 'api-catalogue';
export const IMAGES_CACHE = 'images';

/**
 * The layout around a plain skeleton, painted by the server and kept by the service worker at
 * install: a page never seen, opened offline, starts from it instead of a white frame.
 */
export const OFFLINE_SHELL_PATH = '/offline-shell';
