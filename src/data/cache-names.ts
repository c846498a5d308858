// The service worker's runtime caches, named once for the worker and for the page that reads or
// prunes them.
export const PAGES_PREFIX = 'pages-';
export const CATALOGUE_CACHE = 'api-catalogue';
export const IMAGES_CACHE = 'images';
