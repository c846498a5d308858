import { describe, expect, it } from 'vitest';
import { isSupportedNode } from '../../server/node-version';

describe('the Node.js versions the server starts on', () => {
  it('accepts 20.19+, 22.12+ and later majors', () => {
    for (const v of ['v20.19.0', 'v20.20.2', 'v22.12.0', 'v24.1.0', 'v26.0.0'])
      expect(isSupportedNode(v)).toBe(true);
  });
  it('refuses older lines and the odd line in between', () => {
    for (const v of ['v18.20.4', 'v20.18.3', 'v21.7.3', 'v22.11.0'])
      expect(isSupportedNode(v)).toBe(false);
  });
});
