import { createStore } from './jotai';

/** The app's one jotai store, shared by React and by non-React code (router guards, sync). */
export const appStore = createStore();
