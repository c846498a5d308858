import type { ScreenPath } from '../router-links';

export interface NavLink {
  label: string;
  to: ScreenPath;
  children?: NavLink[];
}

export const NAV_LINKS: NavLink[] = [
  { label: 'About Us', to: '/about' },
  {
    label: 'Art Categories',
    to: '/art-categories',
    children: [{ label: 'All Categories', to: '/categories' }],
  },
  { label: 'Artist Archive', to: '/artist-archive' },
  { label: 'Contact', to: '/contact-us' },
];
