// One export of each library chunk the app's start needs: importing it evaluates that chunk, in
// a task of its own (src/start.ts). A bare `import '@mantine/core'` would be dropped as free of
// side effects; the import of the whole namespace would keep every component in the bundle.
export { MantineProvider } from '@mantine/core';
