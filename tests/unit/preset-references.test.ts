// The demo shop's presets name only options its lists offer; a preset whose option is taken off
// its list is not offered, and the others are.
import { describe, expect, it } from 'vitest';
import { demoConfigLists } from '../../server/db/seed/config-lists-data';
import { unknownPresetOptions, withOfferedPresets } from '../../src/domain/preset-references';

describe('preset options', () => {
  it('are all offered in the demo shop', () => {
    expect(unknownPresetOptions(demoConfigLists.presets, demoConfigLists)).toEqual([]);
    expect(withOfferedPresets(demoConfigLists)).toBe(demoConfigLists);
  });

  it('leave out a preset whose frame is no longer offered, and only that one', () => {
    const lists = {
      ...demoConfigLists,
      frames: demoConfigLists.frames.filter((f) => f.value !== 'walnut'),
    };
    expect(unknownPresetOptions(lists.presets, lists)).toMatchObject([
      { preset: 'Framed Canvas', field: 'frame', value: 'walnut' },
    ]);
    expect(withOfferedPresets(lists).presets.map((p) => p.value)).toEqual(
      demoConfigLists.presets.map((p) => p.value).filter((v) => v !== 'framed-canvas'),
    );
  });
});
