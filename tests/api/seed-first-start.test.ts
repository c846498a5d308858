// The demo on a first start: the server seeds the rows and answers at once while a worker
// thread draws the pictures (progress in the log); a start cut short mid-drawing is finished by
// the next one. Small scans (imageScale) and one artwork per artist keep it quick.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedDemoIfEmpty, type SeedOptions } from '../../server/db/seed';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SMALL: SeedOptions = { imageScale: 0.03, artworksPerArtist: 1 };
/** Each test seeds and draws: about 10 s on a quiet machine, three times that on a busy one. */
const SEEDING = 120_000;

describe('demo seed on a first start', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t?.close());

  const imageIds = async () =>
    (await t.ctx.db.selectFrom('images').select('id').orderBy('id').execute()).map((r) => r.id);
  const thumb = (id: number) =>
    t.app.inject({ method: 'GET', url: `/media/images/${id}/resized/thumb.jpg` });

  it(
    'answers before the pictures are drawn, and shows each once it is',
    async () => {
      const lines: string[] = [];
      let ready!: () => void;
      const drawn = new Promise<void>((resolve) => (ready = resolve));
      const log = (line: string) => {
        lines.push(line);
        if (line.startsWith('Demo gallery ready')) ready();
      };
      expect(await seedDemoIfEmpty(t.ctx, log, { ...SMALL, filesInBackground: true })).toBe(true);
      expect(lines).toContain('  the shop answers now; pictures appear as they are drawn');
      const ids = await imageIds();
      expect(ids).toHaveLength(12);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      await drawn;
      expect(lines.some((l) => /^ {2}files: \d+\/\d+$/.test(l))).toBe(true);
      for (const id of ids) expect(await t.ctx.storage.exists(`originals/${id}.jpg`)).toBe(true);
      // Pictures of work in the market are public; the rest are its artist's and admins' only.
      const [shown, undrawn] = (
        await t.ctx.db
          .selectFrom('images')
          .select('id')
          .where('sale_in_market', '=', true)
          .where('deleted_at', 'is', null)
          .orderBy('id')
          .execute()
      ).map((r) => r.id);
      expect((await thumb(shown!)).statusCode).toBe(200);

      // A picture not drawn yet has no preview: 404, not a server error.
      await t.ctx.storage.remove(`originals/${undrawn}.jpg`);
      expect((await thumb(undrawn!)).statusCode).toBe(404);
    },
    SEEDING,
  );

  it(
    'finishes at the next start the drawing a stop cut short, drawing nothing twice',
    async () => {
      const write = t.ctx.storage.write.bind(t.ctx.storage);
      let pictures = Infinity;
      let marked = 0;
      let scansAfter = 0;
      let refused = 0;
      const cut = vi.spyOn(t.ctx.storage, 'write').mockImplementation((key, data) => {
        if (key.startsWith('seed-drawn/')) marked++;
        // The process stops at the third scan drawn once every gallery picture is: every write
        // from then on fails.
        if (key.startsWith('originals/') && marked === pictures) scansAfter++;
        if (scansAfter < 3) return write(key, data);
        refused++;
        return Promise.reject(new Error('stop'));
      });
      const log = (line: string) => {
        const counted = /and (\d+) gallery pictures$/.exec(line);
        if (counted) pictures = Number(counted[1]);
      };
      await expect(seedDemoIfEmpty(t.ctx, log, SMALL)).rejects.toThrow('stop');
      // The other drawing in flight stops at its next write, as it would with its process.
      await vi.waitFor(() => expect(refused).toBe(2), { timeout: 10_000 });
      const ids = await imageIds();
      const missing = [];
      for (const id of ids)
        if (!(await t.ctx.storage.exists(`originals/${id}.jpg`))) missing.push(id);
      expect(missing.length).toBeGreaterThan(0);

      const written: string[] = [];
      cut.mockImplementation((key, data) => {
        written.push(key);
        return write(key, data);
      });
      const lines: string[] = [];
      expect(await seedDemoIfEmpty(t.ctx, (l) => lines.push(l), SMALL)).toBe(false);
      expect(lines[0]).toBe('Finishing the demo pictures a previous start left undrawn...');
      for (const id of ids) expect(await t.ctx.storage.exists(`originals/${id}.jpg`)).toBe(true);
      // Only the missing scans were drawn: no gallery picture again, no scan stored before.
      expect(written.sort()).toEqual(missing.map((id) => `originals/${id}.jpg`).sort());
      cut.mockRestore();

      // Finished: the start after that has nothing to do.
      const after: string[] = [];
      expect(await seedDemoIfEmpty(t.ctx, (l) => after.push(l), SMALL)).toBe(false);
      expect(after).toEqual([]);
    },
    SEEDING,
  );
  it(
    'seeds once when two processes start together on one empty database',
    async () => {
      // Two calls at once on PostgreSQL's pool are two connections, as two processes would be.
      const starts = await Promise.all([
        seedDemoIfEmpty(t.ctx, () => undefined, SMALL),
        seedDemoIfEmpty(t.ctx, () => undefined, SMALL),
      ]);
      expect(starts.sort()).toEqual([false, true]);
      expect(await imageIds()).toHaveLength(12);
    },
    SEEDING,
  );
});
