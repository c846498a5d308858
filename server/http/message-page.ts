// A page of one message, for an address the browser opens itself (a download link): its
// refusal is read by a person in a tab, not by the app, so it is a page with a way back, not
// JSON that would replace the shop on screen.
import { SITE_NAME } from '../../src/routes/route-meta';
import { attr } from './html';

export function messagePage(message: string, back: { href: string; label: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${attr(SITE_NAME)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#faf7f2;color:#222}
main{max-width:560px;margin:15vh auto;padding:32px 24px;background:#fff;border-radius:8px;box-shadow:0 1px 3px #0002}
h1{font-family:Georgia,serif;font-size:22px;margin:0 0 12px}a{color:#7a1326;font-weight:600}</style></head>
<body><main><h1>${attr(SITE_NAME)}</h1><p>${attr(message)}</p><p><a href="${attr(back.href)}">${attr(back.label)}</a></p></main></body></html>`;
}
