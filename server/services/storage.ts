// File storage for originals and derived images. The local folder (DATA_DIR/storage) is the
// default; everything else in the server goes through this interface, so another store
// (S3-compatible) can stand in without touching callers.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface FileStorage {
  write(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  stream(key: string): Readable;
  exists(key: string): Promise<boolean>;
  size(key: string): Promise<number>;
  remove(key: string): Promise<void>;
  /** A local path when the store is a folder (sharp reads files fastest), else undefined. */
  localPath(key: string): string | undefined;
}

export class LocalStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep))
      throw new Error(`Bad storage key ${key}`);
    return full;
  }

  async write(key: string, data: Buffer): Promise<void> {
    const full = this.resolve(key);
    await mkdir(path.dirname(full), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${full}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, full);
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.resolve(key));
  }

  stream(key: string): Readable {
    return createReadStream(this.resolve(key));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await stat(this.resolve(key));
      return true;
    } catch {
      return false;
    }
  }

  async size(key: string): Promise<number> {
    return (await stat(this.resolve(key))).size;
  }

  async remove(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  localPath(key: string): string {
    return this.resolve(key);
  }
}
