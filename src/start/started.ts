// What the app loads once it has started, on every page, as one file the served page preloads
// (server/http/route-assets.ts): the local database's sync, a logout still to send, the service
// worker, the cart badge's live count (IndexedDB for guests), where toasts show, and what a
// queued order came to. Kept out of the start, they keep Dexie out of it.
export { startSync } from '../data/sync';
export { watchPendingLogout } from '../data/pending-logout';
export { logout } from '../data/auth-api';
export { registerServiceWorker } from '../data/service-worker';
export { CartBadgeSync } from '../features/cart/use-cart';
export { ToastRegion } from '../ui/toast-region';
export { QueuedOrderOutcomes } from '../features/checkout/queued-order-outcomes';
