// The server links a page's own styles and code from its route module's name (first-view.ts):
// a route file renamed without it would leave its pages unstyled until the app runs.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstViewModule } from '../../src/routes/first-view';
import { ROUTE_META } from '../../src/routes/route-meta';

describe('first view module', () => {
  it.each(Object.keys(ROUTE_META).filter((route) => route !== '/'))(
    'names the module of %s that exists',
    (route) => {
      const module = firstViewModule(route.replace('$slug', 'nadia-petrova'));
      expect(module && existsSync(module), module).toBe(true);
    },
  );

  it('names none for the home page, which is in the app itself, or a page that is not one', () => {
    expect(firstViewModule('/')).toBeUndefined();
    expect(firstViewModule('/no-such-page')).toBeUndefined();
  });
});
