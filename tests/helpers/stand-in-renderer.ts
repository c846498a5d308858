// A stand-in for the first-paint renderer (dist-ssr/prerender.js) that writes down what it was
// asked to paint, so a test sees both the page and how often it was painted: a page is
// `<p>{url} for {phone|any screen}</p>`, a skeleton `<p>{url} for {viewer}[, cart empty] {the
// footer's email}</p>`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PAINTS = '__standInRendererPaints';
const RENDERER = `
const paints = (globalThis.${PAINTS} ??= []);
exports.prerender = async (url, answers, forPhone) => {
  const screen = forPhone ? 'phone' : 'any screen';
  paints.push(url + ' for ' + screen);
  return { html: '<p>' + url + ' for ' + screen + '</p>' };
};
exports.prerenderSkeleton = async (url, answers, visitor = {}) => {
  const who = visitor.name ? visitor.name + ' (' + visitor.role + ')' : 'a guest';
  const footer = (JSON.stringify(answers).match(/[\\w.]+@example\\.com/) ?? [''])[0];
  paints.push(url + ' for ' + who);
  return '<p>' + url + ' for ' + who + (visitor.emptyCart ? ', cart empty' : '') + ' ' + footer + '</p>';
};
`;

/** Everything painted so far in this process, in order. */
export const paints = () =>
  (globalThis as unknown as Record<string, string[] | undefined>)[PAINTS] ?? [];

/** What the page's #root holds, as painted by the stand-in. */
export const painted = (html: string) => /<div id="root"[^>]*><p>(.*?)<\/p>/.exec(html)?.[1];

/** A static folder (dist/, with the stand-in renderer beside it in dist-ssr/) and its removal. */
export function builtFixture(): { dist: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'gallery-stand-in-'));
  const dist = path.join(root, 'dist');
  mkdirSync(dist);
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(root, 'dist-ssr', 'prerender.js'), RENDERER);
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Gallery Print Shop</title></head><body><div id="root"></div></body></html>',
  );
  return { dist, remove: () => rmSync(root, { recursive: true, force: true }) };
}
