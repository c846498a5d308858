import { describe, expect, it } from 'vitest';
import { isNoindexPath } from '../../src/ui/page-meta';

describe('page meta', () => {
  it('marks the spec noindex screens', () => {
    for (const path of ['/login', '/return-policy', '/privacy-policy/', '/reset-password']) {
      expect(isNoindexPath(path), path).toBe(true);
    }
    expect(isNoindexPath('/')).toBe(false);
    expect(isNoindexPath('/art-categories')).toBe(false);
  });
});
