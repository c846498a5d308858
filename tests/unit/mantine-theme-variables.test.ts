// The theme's CSS variables are a stylesheet of the build (build/mantine-theme-variables.ts), not
// a <style> MantineProvider writes on every render: the text must carry what the theme and its
// resolver change, such as the darker text colours that keep WCAG AA contrast.
import { describe, expect, it } from 'vitest';
import { themeVariablesCss } from '../../build/mantine-theme-variables';

describe('the theme variables stylesheet', () => {
  it("holds the theme's fonts, primary colour and the resolver's contrast fixes, on :root", () => {
    const css = themeVariablesCss();
    expect(css.startsWith(':root')).toBe(true);
    expect(css).toContain('--mantine-color-gold-text: #7a4f00');
    expect(css).toContain('--mantine-color-dimmed: #5c636a');
    expect(css).toContain('--mantine-font-family-headings: Georgia');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-burgundy-filled)');
  });
});
