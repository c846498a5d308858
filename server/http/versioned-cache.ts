// An in-memory cache whose entries are valid for one version of what they were made from (the
// public version, public-cache.ts): least recently used first, held to a count and a size, and
// emptied when a newer version is seen. A value made under an older version than the newest seen
// is not kept.

export interface CacheLimits {
  entries: number;
  /** What the entries and their keys take, as `sizeOf` estimates it. */
  bytes: number;
}

export class VersionedCache<T> {
  private version = -1;
  private readonly entries = new Map<string, T>();
  private bytes = 0;

  constructor(
    private readonly sizeOf: (value: T) => number,
    private readonly limits: CacheLimits,
  ) {}

  get(version: number, key: string): T | undefined {
    this.advance(version);
    if (version !== this.version) return undefined;
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(version: number, key: string, value: T): void {
    this.advance(version);
    if (version !== this.version) return;
    const old = this.entries.get(key);
    if (old !== undefined) this.bytes -= this.weigh(key, old);
    this.entries.delete(key);
    this.entries.set(key, value);
    this.bytes += this.weigh(key, value);
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.entries && this.bytes <= this.limits.bytes) break;
      this.entries.delete(oldest);
      this.bytes -= this.weigh(oldest, entry);
    }
  }

  /** A key's UTF-16 size beside its value's. */
  private weigh(key: string, value: T): number {
    return key.length * 2 + this.sizeOf(value);
  }

  private advance(version: number): void {
    if (version <= this.version) return;
    this.version = version;
    this.entries.clear();
    this.bytes = 0;
  }
}
