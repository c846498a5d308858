// Passwords and reset tokens never reach the logs, even at trace level with request logging on.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const probe = fileURLToPath(new URL('./fixtures/auth-log-probe.ts', import.meta.url));

function run(env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', probe], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`probe exited ${code}:\n${output}`)),
    );
  });
}

describe('secrets in logs', () => {
  it('logs requests at trace level without any password or reset token', async () => {
    const password = `pw-${randomBytes(9).toString('hex')}`;
    const newPassword = `pw-${randomBytes(9).toString('hex')}`;
    const output = await run({ PROBE_PASSWORD: password, PROBE_NEW_PASSWORD: newPassword });
    const hex = /PROBE-TOKEN-HEX ([0-9a-f]+)/.exec(output)?.[1];
    expect(hex).toBeDefined();
    const token = Buffer.from(hex!, 'hex').toString();
    // The probe really ran the flows with request logging on.
    expect(output).toContain('"url":"/reset-password"');
    expect(output).toContain('"url":"/login"');
    expect(output).toContain('/reset-password?token=%5Bredacted%5D');
    expect(output).not.toContain(password);
    expect(output).not.toContain(newPassword);
    expect(output).not.toContain(token);
  }, 60_000);
});
