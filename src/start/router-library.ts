// See libraries.ts: the router's and data libraries' chunk, evaluated in a task of its own.
export { RouterProvider } from '@tanstack/react-router';
