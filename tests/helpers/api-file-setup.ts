// Runs in every API test file: whatever test app the file left open is closed at its end, so a
// setup that timed out leaves no database, folder or schema behind.
// Imported when the file ends, not here: a setup file's imports load before the test file's
// vi.mock calls, which would then not reach the server's modules.
import { afterAll } from 'vitest';

afterAll(async () => {
  const { closeLeftoverApps } = await import('./test-app');
  await closeLeftoverApps();
});
