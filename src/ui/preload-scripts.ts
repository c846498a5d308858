// The scripts the app's start and the page's screen will need, listed by the server in
// script#start-scripts (server/http/initial-data.ts), asked for all at once so they download side
// by side, once the page is shown (first-view-shown.ts): as preload links in the served page they
// would share a slow connection with the styles the first paint waits for. Each link costs the
// main thread about a millisecond as it starts its download, so they are added a few per task.
import { yieldToBrowser } from './yield-to-browser';

const PER_TASK = 6;

function listedScripts(): string[] {
  try {
    const list: unknown = JSON.parse(document.getElementById('start-scripts')?.textContent ?? '[]');
    return Array.isArray(list) ? list.filter((file) => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

export async function preloadListedScripts(): Promise<void> {
  const files = listedScripts();
  for (let i = 0; i < files.length; i += PER_TASK) {
    if (i > 0) await yieldToBrowser();
    for (const file of files.slice(i, i + PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      document.head.append(link);
    }
  }
}
