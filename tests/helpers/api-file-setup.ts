// Runs in every API test file: whatever test app the file left open is closed at its end, so a
// setup that timed out leaves no database, folder or schema behind.
import { afterAll } from 'vitest';
import { closeLeftoverApps } from './test-app';

afterAll(closeLeftoverApps);
