// Imported first by the server and the seed CLI: stops at once, with the reason, on a Node.js
// the shop does not run on, instead of failing later on a missing API. Node 22.12+ is what every
// dependency declares; 20.19+ is what Vite 8 needs and what CI runs (a few dependencies declare
// node >= 22 but run on 20: the test suites pass there). package.json's engines says the same.
export function isSupportedNode(version: string): boolean {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 12) || (major === 20 && minor >= 19);
}

if (!isSupportedNode(process.version)) {
  console.error(
    'Gallery Print Shop needs Node.js 22.12 or newer (or 20.19 or newer on the 20 line); ' +
      `this is ${process.version}.`,
  );
  process.exit(1);
}
