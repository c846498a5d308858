// Brand colours: red, burgundy and gold. Shades are ordered light to dark as Mantine expects;
// primaryShade picks ones with AA contrast on white. Gold is an accent, never text on white.
import {
  createTheme,
  type AlertProps,
  type CSSVariablesResolver,
  type DrawerHeaderProps,
  type DrawerProps,
  type MantineColorsTuple,
  type ModalHeaderProps,
  type ModalProps,
  type NotificationProps,
  type PasswordInputProps,
} from '@mantine/core';

// `Modal.extend({ defaultProps })` would import each component into every first view (the theme
// is made at the start) only to return its argument; this is that, by type alone.
const defaultsOf = <Props>(defaultProps: Partial<Props>) => ({ defaultProps });

const red: MantineColorsTuple = [
  '#ffeaea',
  '#fdd3d4',
  '#f5a5a7',
  '#ef7477',
  '#e94a4f',
  '#e63036',
  '#e52228',
  '#cc151c',
  '#b60d17',
  '#9f0011',
];
const burgundy: MantineColorsTuple = [
  '#fbecef',
  '#f0d6db',
  '#e1aab5',
  '#d37b8c',
  '#c7546a',
  '#c03c55',
  '#bd2f4a',
  '#a6223c',
  '#8c1c2b',
  '#7a1326',
];
const gold: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#ca8400',
  '#af7100',
];

export const theme = createTheme({
  primaryColor: 'burgundy',
  primaryShade: 8,
  colors: { red, burgundy, gold },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: '600' },
  defaultRadius: 'sm',
  // The header's burger menu is for widths up to 1200 inclusive (spec); Mantine's lg starts at
  // 1200, so the full nav has a breakpoint of its own.
  breakpoints: { nav: '1201px' },
  components: {
    // Mantine's close buttons are an icon with no accessible name unless given one.
    Modal: defaultsOf<ModalProps>({ closeButtonProps: { 'aria-label': 'Close' } }),
    Drawer: defaultsOf<DrawerProps>({ closeButtonProps: { 'aria-label': 'Close' } }),
    // Their title bar is a <header>, which outside sectioning elements is a banner landmark: a
    // screen reader listed each open dialog's title bar as a second banner of the page.
    ModalHeader: defaultsOf<ModalHeaderProps>({ role: 'none' }),
    DrawerHeader: defaultsOf<DrawerHeaderProps>({ role: 'none' }),
    Notification: defaultsOf<NotificationProps>({ closeButtonProps: { 'aria-label': 'Close' } }),
    Alert: defaultsOf<AlertProps>({ closeButtonLabel: 'Close' }),
    // Mantine's eye button is "Toggle password visibility"; its pressed state (Mantine's
    // aria-pressed) then says whether the password is shown.
    PasswordInput: defaultsOf<PasswordInputProps>({
      visibilityToggleButtonProps: { 'aria-label': 'Show password' },
    }),
  },
});

/** Text colours darker than Mantine's defaults, to meet WCAG AA (4.5:1) on white and on tints. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    // Gold cannot carry text on white or on its own pale tints (#af7100 on gold-1 is 3.6:1):
    // gold badges, alerts and text read in this deep bronze (6.3:1 on gold-1), and gold itself
    // stays for fills, borders and accents.
    '--mantine-color-gold-light-color': '#7a4f00',
    '--mantine-color-gold-text': '#7a4f00',
  },
  dark: {},
});
