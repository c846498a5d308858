import { atom } from './jotai';

/** A new version of the app is installed and waiting for the user's 'Reload'. */
export const updateWaitingAtom = atom<boolean>(false);

/** The browser's install prompt, kept until the user asks to install. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}
export const installPromptAtom = atom<InstallPromptEvent | null>(null);
