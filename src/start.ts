// The app's start in steps, a task each: React, Mantine, the router and data libraries, then the
// app itself. Imported at once, every module's top-level code ran in one task, which on a slow
// phone holds a tap for a quarter of a second. The server's page lists all their files to
// preload (server/http/route-assets.ts), so the steps do not wait for each other's downloads.
import { yieldToBrowser } from './ui/yield-to-browser';

const STEPS = [
  () => import('react-dom/client'),
  () => import('./start/mantine-library'),
  () => import('./start/router-library'),
  () => import('./app'),
];

export async function startApp(): Promise<void> {
  for (const step of STEPS) {
    await step();
    await yieldToBrowser();
  }
}
