// Some packages' index imports every part they have (all of Mantine's components, all its hooks,
// the notifications' container beside their store), so a walk down the import graph that goes
// through the index finds them all, whatever a module uses. The chunk plugins walk instead from a
// module to the parts it imports from such a package by name.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Rollup } from 'vite';

const BY_NAME = [
  { index: /[\\/]@mantine[\\/]core[\\/]esm[\\/]index\.mjs$/, from: '@mantine/core' },
  { index: /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/, from: '@mantine/hooks' },
  {
    index: /[\\/]@mantine[\\/]notifications[\\/]esm[\\/]index\.mjs$/,
    from: '@mantine/notifications',
  },
];

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g;

const names = (list: string) =>
  list
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '' && !n.startsWith('type '))
    .map((n) => n.split(/\s+as\s+/)[0]!);

/** Each name the package's index exports, and the module that defines it. */
function exportsOf(index: string): Map<string, string> {
  const defined = new Map<string, string>();
  for (const [, list, from] of readFileSync(index, 'utf8').matchAll(NAMED_IMPORT)) {
    for (const name of names(list!)) defined.set(name, path.resolve(path.dirname(index), from!));
  }
  return defined;
}

/** The names a module imports (or re-exports) from the package; `import type` names none. */
function namesUsedBy(id: string, from: string): string[] {
  if (!/\.(m?[jt]sx?)$/.test(id)) return [];
  let code: string;
  try {
    code = readFileSync(id, 'utf8');
  } catch {
    return []; // a virtual module
  }
  const named = new RegExp(`(?:import|export)\\s*\\{([^}]*)\\}\\s*from\\s*["']${from}["']`, 'g');
  return [...code.matchAll(named)].flatMap(([, list]) => names(list!));
}

export function namedImports(moduleIds: Iterable<string>) {
  const ids = [...moduleIds];
  const packages = BY_NAME.flatMap(({ index, from }) => {
    const id = ids.find((i) => index.test(i));
    return id ? [{ id, from, defined: exportsOf(id) }] : [];
  });
  return {
    /** The packages' indexes, which a walk by name never enters. */
    indexes: packages.map((p) => p.id),
    /** What a module imports statically, a package's index replaced by the parts it names. */
    importsOf(id: string, info: Rollup.ModuleInfo | null): string[] {
      return (info?.importedIds ?? []).flatMap((imported) => {
        const byName = packages.find((p) => p.id === imported);
        if (!byName) return [imported];
        return namesUsedBy(id, byName.from).flatMap((name) => byName.defined.get(name) ?? []);
      });
    },
  };
}
