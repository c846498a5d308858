import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../server/db/data-dir-lock';

function startTimeOf(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
}

describe('the data folder lock', () => {
  let dir = '';
  const lockFile = () => path.join(dir, 'lock');
  const writeHolder = (pid: number, started: string | null) =>
    writeFileSync(
      lockFile(),
      JSON.stringify({ pid, started, command: 'server/main.ts', since: '2026-01-01T00:00:00Z' }),
    );

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'gallery-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second opener, naming the process that holds the folder', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    await new Promise((r) => holder.once('spawn', r));
    try {
      writeHolder(holder.pid!, startTimeOf(holder.pid!));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${holder.pid} (server/main.ts`);
      expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: holder.pid });
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over the lock of a process that is gone', async () => {
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((r) => dead.once('exit', r));
    writeHolder(dead.pid!, null);
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('takes over a lock whose pid now belongs to another process', () => {
    writeHolder(process.ppid, 'not-its-start-time');
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });

  it('never takes over a lock written on another host, even with our own pid', () => {
    // Two containers on one volume, each running the server as pid 1: pids say nothing there.
    writeFileSync(
      lockFile(),
      JSON.stringify({
        pid: process.pid,
        host: 'another-container',
        started: null,
        command: 'dist-server/main.js',
        since: '2026-01-01T00:00:00Z',
      }),
    );
    expect(() => lockDataDir(dir)).toThrow(
      `in use by process ${process.pid} on host another-container (dist-server/main.js`,
    );
    expect(() => lockDataDir(dir)).toThrow(`delete ${lockFile()}`);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({
      host: 'another-container',
    });
  });

  it('refuses a second open in the same process until the first is released', () => {
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow('already open in this process');
    release();
    lockDataDir(dir)();
  });
});
