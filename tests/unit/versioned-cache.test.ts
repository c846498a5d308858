// The server's memory for public answers and pages (public-cache.ts): what it keeps, what it
// gives up first when full, and what a newer public version does to it.
import { describe, expect, it } from 'vitest';
import { VersionedCache } from '../../server/http/versioned-cache';

/** A cache of strings weighed by their UTF-16 size, as the page caches weigh a body. */
const cacheOf = (entries: number, bytes = Infinity) =>
  new VersionedCache<string>((value) => value.length * 2, { entries, bytes });

describe('a versioned cache', () => {
  it('gives up the least recently used entry once it holds its count', () => {
    const cache = cacheOf(2);
    cache.set(1, '/a', 'A');
    cache.set(1, '/b', 'B');
    expect(cache.get(1, '/a')).toBe('A'); // /b is now the least recently used
    cache.set(1, '/c', 'C');
    expect(cache.get(1, '/b')).toBeUndefined();
    expect(cache.get(1, '/a')).toBe('A');
    expect(cache.get(1, '/c')).toBe('C');
  });

  it('counts its keys with its values against its size', () => {
    // A 2-letter key and a 4-letter value: 12 bytes; an 18-letter key and the same value: 44.
    const cache = cacheOf(100, 60);
    cache.set(1, '/a', 'AAAA');
    cache.set(1, '/b', 'BBBB');
    expect(cache.get(1, '/a')).toBe('AAAA');
    // 68 bytes with the longer key: the least recently used goes (values alone would be 24).
    cache.set(1, '/a-much-longer-key', 'CCCC');
    expect(cache.get(1, '/b')).toBeUndefined();
    expect(cache.get(1, '/a')).toBe('AAAA');
    expect(cache.get(1, '/a-much-longer-key')).toBe('CCCC');
  });

  it('replaces an entry set again without counting it twice', () => {
    const cache = cacheOf(100, 24);
    cache.set(1, '/a', 'AAAA');
    for (let i = 0; i < 5; i++) cache.set(1, '/b', 'BBBB');
    expect(cache.get(1, '/a')).toBe('AAAA');
    expect(cache.get(1, '/b')).toBe('BBBB');
  });

  it('empties at a newer version and keeps nothing made under an older one', () => {
    const cache = cacheOf(10);
    cache.set(1, '/a', 'A');
    expect(cache.get(2, '/a')).toBeUndefined();
    cache.set(1, '/a', 'A, made before the edit');
    expect(cache.get(2, '/a')).toBeUndefined();
    cache.set(2, '/a', 'A again');
    expect(cache.get(2, '/a')).toBe('A again');
    expect(cache.get(1, '/a')).toBeUndefined();
  });
});
