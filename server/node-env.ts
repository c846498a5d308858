// Imported first by server/main.ts, the shop's server (tests build the app themselves). React
// picks its development or production build from NODE_ENV when it is first loaded, and the
// server loads it through its imports (src/routes/first-view.ts) before main.ts runs a line:
// the prerender's renderer is the production build, so React must be too.
process.env.NODE_ENV ??= 'production';
