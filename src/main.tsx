// Entry. The styles load with the page (render-blocking, so the server's first paint is styled);
// the app's code is imported only once the browser has had a frame to paint that first view, so
// the page is on screen before React and Mantine start evaluating.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import './ui/touch-targets.css';
import './ui/toasts.css';

requestAnimationFrame(() => setTimeout(() => void import('./app')));
