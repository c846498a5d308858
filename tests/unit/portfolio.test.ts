import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampSize,
  coverSizeWarning,
  downloadPixels,
  downloadTooLarge,
  downloadRatio,
  editDownloadSize,
  isIsoDate,
  isoDateToUs,
  latestTodayIso,
  linkedSide,
  localIsoDate,
  PORTFOLIO_MSG,
  readySize,
  roundForUnit,
  stretchWarning,
  usDateToIso,
  validateImageUpdate,
  type DownloadSize,
} from '../../src/domain/portfolio';

describe('download size linking', () => {
  it("links the sides by the scan's pixels, not the API's ratio rounded to four decimals", () => {
    const scan = { pixel_width: 4000, pixel_height: 3000, ratio: 1.3333 };
    expect(
      editDownloadSize(
        { width: '', height: '', unit: 'in' },
        { field: 'width', value: 2000 },
        downloadRatio(scan),
      ),
    ).toEqual({ width: 2000, height: 1500, unit: 'in' });
    expect(downloadRatio({ pixel_width: 0, pixel_height: 0, ratio: 1.5 })).toBe(1.5);
  });

  it('derives the other side by the ratio, 0 decimals for px and 2 for inches', () => {
    // ratio = width / height
    expect(linkedSide('width', 1000, 4 / 3, 'px')).toBe(750);
    expect(linkedSide('height', 750, 4 / 3, 'px')).toBe(1000);
    expect(linkedSide('width', 1001, 3 / 2, 'px')).toBe(667);
    expect(linkedSide('width', 10, 3 / 2, 'in')).toBe(6.67);
    expect(linkedSide('height', 7, 3 / 2, 'in')).toBe(10.5);
    expect(linkedSide('width', 0, 3 / 2, 'in')).toBe(0);
    expect(linkedSide('width', 10, 0, 'in')).toBe(0);
  });

  it('rounds for the unit', () => {
    expect(roundForUnit(12.3456, 'in')).toBe(12.35);
    expect(roundForUnit(12.5, 'px')).toBe(13);
  });

  it('clamps negatives and junk to 0', () => {
    expect(clampSize(-4)).toBe(0);
    expect(clampSize('-4')).toBe(0);
    expect(clampSize('abc')).toBe(0);
    expect(clampSize(null)).toBe(0);
    expect(clampSize(Number.POSITIVE_INFINITY)).toBe(0);
    expect(clampSize('2.5')).toBe(2.5);
  });

  it('links edits, keeps a half-typed number, and clears both sides on a unit change', () => {
    const ratio = 2; // twice as wide as high
    let size: DownloadSize = { width: '', height: '', unit: 'px' };
    size = editDownloadSize(size, { field: 'width', value: 1200 }, ratio);
    expect(size).toEqual({ width: 1200, height: 600, unit: 'px' });
    size = editDownloadSize(size, { field: 'height', value: 301 }, ratio);
    expect(size).toEqual({ width: 602, height: 301, unit: 'px' });
    size = editDownloadSize(size, { field: 'unit', value: 'px' }, ratio);
    expect(size).toEqual({ width: 602, height: 301, unit: 'px' });
    size = editDownloadSize(size, { field: 'unit', value: 'in' }, ratio);
    expect(size).toEqual({ width: '', height: '', unit: 'in' });
    size = editDownloadSize(size, { field: 'width', value: '12.' }, ratio);
    expect(size).toEqual({ width: '12.', height: 6, unit: 'in' });
    size = editDownloadSize(size, { field: 'width', value: '-' }, ratio);
    expect(size).toEqual({ width: '-', height: 0, unit: 'in' });
    size = editDownloadSize(size, { field: 'width', value: -3 }, ratio);
    expect(size).toEqual({ width: 0, height: 0, unit: 'in' });
    size = editDownloadSize(size, { field: 'height', value: '' }, ratio);
    expect(size).toEqual({ width: '', height: '', unit: 'in' });
  });

  it('keeps width/height at the ratio within rounding, whatever is typed', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.2, max: 5, noNaN: true }),
        fc.integer({ min: 1, max: 12_000 }),
        (ratio, typed) => {
          const s = editDownloadSize(
            { width: '', height: '', unit: 'px' },
            { field: 'width', value: typed },
            ratio,
          );
          expect(Number.isInteger(s.height)).toBe(true);
          expect(Math.abs(Number(s.height) - typed / ratio)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('needs width, height and unit for a custom size', () => {
    expect(readySize({ width: 10, height: 5, unit: 'in' })).toEqual({
      width: 10,
      height: 5,
      unit: 'in',
    });
    expect(readySize({ width: '10.', height: 5, unit: 'in' })).toEqual({
      width: 10,
      height: 5,
      unit: 'in',
    });
    expect(readySize({ width: 10, height: '', unit: 'in' })).toBeNull();
    expect(readySize({ width: 10, height: 5, unit: null })).toBeNull();
    expect(readySize({ width: 0, height: 5, unit: 'px' })).toBeNull();
  });

  it("warns above 10 in or 3000 px, in the spec's words", () => {
    expect(PORTFOLIO_MSG.stretchWarning).toBe('Sizes over 3000px or 10in will cause stretching.');
    expect(stretchWarning({ width: 10, height: 8, unit: 'in' })).toBe(false);
    expect(stretchWarning({ width: 10.01, height: 8, unit: 'in' })).toBe(true);
    expect(stretchWarning({ width: 3000, height: 2000, unit: 'px' })).toBe(false);
    expect(stretchWarning({ width: 2000, height: 3001, unit: 'px' })).toBe(true);
    expect(stretchWarning({ width: 20, height: 20, unit: null })).toBe(false);
  });

  it('turns inches into 300 dpi pixels and knows the maximum', () => {
    expect(downloadPixels(2.5, 1.88, 'in')).toEqual({ width: 750, height: 564 });
    expect(downloadPixels(1234.4, 925.6, 'px')).toEqual({ width: 1234, height: 926 });
    expect(downloadPixels(0.001, 0.001, 'in')).toEqual({ width: 1, height: 1 });
    expect(downloadTooLarge({ width: 12_000, height: 9000 })).toBe(false);
    expect(downloadTooLarge({ width: 100, height: 12_001 })).toBe(true);
  });
});

describe('the too-small cover warning', () => {
  it("tells the picture's own size and the size that looks sharp", () => {
    expect(coverSizeWarning({ width: 50, height: 50 })).toBe(
      'Your cover picture is 50 x 50 px. Covers are shown at 1920 x 370 px, so this one will look blurred. A picture at least 1920 px wide and 370 px high looks sharp.',
    );
  });

  it('warns when either side is short of 1920 x 370, and only then', () => {
    expect(coverSizeWarning({ width: 1919, height: 370 })).toContain('1919 x 370 px');
    expect(coverSizeWarning({ width: 1920, height: 369 })).toContain('1920 x 369 px');
    expect(coverSizeWarning({ width: 4000, height: 300 })).toContain('4000 x 300 px');
    expect(coverSizeWarning({ width: 1920, height: 370 })).toBeNull();
    expect(coverSizeWarning({ width: 6000, height: 4000 })).toBeNull();
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (width, height) => {
        const large = width >= 1920 && height >= 370;
        expect(coverSizeWarning({ width, height }) === null).toBe(large);
      }),
    );
  });
});

describe('dates', () => {
  it('converts MM/DD/YYYY to YYYY-MM-DD and back', () => {
    expect(usDateToIso('04/05/2023')).toBe('2023-04-05');
    expect(usDateToIso('4/5/2023')).toBe('2023-04-05');
    expect(usDateToIso(' 12/31/1999 ')).toBe('1999-12-31');
    expect(usDateToIso('02/29/2024')).toBe('2024-02-29');
    expect(usDateToIso('02/29/2023')).toBeNull();
    expect(usDateToIso('13/01/2023')).toBeNull();
    expect(usDateToIso('2023-04-05')).toBeNull();
    expect(isoDateToUs('2023-04-05')).toBe('04/05/2023');
    expect(isoDateToUs('2023-04-05T10:00:00Z')).toBe('04/05/2023');
    expect(isoDateToUs(null)).toBe('');
    expect(isIsoDate('2023-02-30')).toBe(false);
  });

  it('round-trips every real date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          expect(usDateToIso(isoDateToUs(iso))).toBe(iso);
        },
      ),
    );
  });

  it("gives local today, and the server's today as the latest anywhere on Earth", () => {
    expect(localIsoDate(new Date(2024, 0, 9, 23, 30))).toBe('2024-01-09');
    expect(latestTodayIso(new Date('2024-01-09T11:00:00Z'))).toBe('2024-01-10');
    expect(latestTodayIso(new Date('2024-01-09T09:00:00Z'))).toBe('2024-01-09');
  });
});

describe('image update rules', () => {
  const today = '2024-06-01';
  const valid = {
    name: ' Evening Tide ',
    keywords: 'sea',
    date_scanned: '2024-06-01',
    original_width: '30',
    original_height: 20,
    proportion: 'Landscape',
    style: '',
    medium: null,
    subject: '3',
  };

  it('accepts the edit dialog fields and normalises them', () => {
    expect(validateImageUpdate(valid, today)).toEqual({
      ok: true,
      value: {
        kind: 'details',
        details: {
          name: 'Evening Tide',
          keywords: 'sea',
          date_scanned: '2024-06-01',
          original_width: 30,
          original_height: 20,
          proportion: 'Landscape',
          style: null,
          medium: null,
          subject: 3,
        },
      },
    });
  });

  it('reads a body with only sale_in_market as the market toggle', () => {
    expect(validateImageUpdate({ sale_in_market: false }, today)).toEqual({
      ok: true,
      value: { kind: 'market', sale_in_market: false },
    });
    expect(validateImageUpdate({ sale_in_market: '1' }, today)).toMatchObject({
      value: { sale_in_market: true },
    });
    expect(validateImageUpdate({ sale_in_market: 'yes' }, today)).toEqual({
      ok: false,
      errors: { sale_in_market: ['The sale in market field must be true or false.'] },
    });
  });

  it('names every broken field', () => {
    const result = validateImageUpdate(
      {
        name: '',
        date_scanned: '2024-06-02',
        original_width: -1,
        original_height: '',
        proportion: 'Oval',
        style: 'Pop',
        medium: 'Ink',
        subject: 'x',
      },
      today,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: ['This field is required.'],
        date_scanned: ['The date scanned cannot be later than today.'],
        original_width: ['The original width must be greater than 0.'],
        original_height: ['This field is required.'],
        proportion: ['The selected proportion is invalid.'],
        style: ['The selected style is invalid.'],
        medium: ['The selected medium is invalid.'],
        subject: ['The selected subject is invalid.'],
      },
    });
    expect(validateImageUpdate({ ...valid, date_scanned: '06/01/2024' }, today)).toMatchObject({
      errors: { date_scanned: ['The date scanned must be a valid date (MM/DD/YYYY).'] },
    });
    expect(validateImageUpdate(null, today).ok).toBe(false);
    // Numbers as JavaScript reads them, not as a form writes them.
    expect(
      validateImageUpdate({ ...valid, original_width: '0x10', original_height: '1e3' }, today),
    ).toMatchObject({
      errors: {
        original_width: ['The original width must be a number.'],
        original_height: ['The original height must be a number.'],
      },
    });
    // Number([1]) and Number(true) are 1, Number('0x5') is 5: none names a subject.
    for (const subject of [[1], true, '0x5']) {
      expect(validateImageUpdate({ ...valid, subject }, today)).toMatchObject({
        errors: { subject: ['The selected subject is invalid.'] },
      });
    }
  });
});
