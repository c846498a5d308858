// Install the shop as an app: the browser's own prompt where there is one
// (beforeinstallprompt), and the manual steps on iPhone and iPad, which have none.
import { Button, List, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDeviceMobileDown } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { installPromptAtom, type InstallPromptEvent } from '../../state/app-update';
import { useAtom } from '../../state/jotai';
import { useHydrated } from '../hydration';

// Also rendered on the server for the first paint (src/prerender.tsx), where there is no window.
const inBrowser = typeof window !== 'undefined';
const isIos = () => inBrowser && /iphone|ipad|ipod/i.test(navigator.userAgent);
const isStandalone = () => inBrowser && window.matchMedia('(display-mode: standalone)').matches;

export function InstallButton() {
  const [prompt, setPrompt] = useAtom(installPromptAtom);
  const [iosHelp, help] = useDisclosure(false);
  const [installed, setInstalled] = useState(isStandalone);
  const hydrated = useHydrated();

  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setPrompt(e as InstallPromptEvent);
    };
    const onInstalled = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, [setPrompt]);

  if (!hydrated || installed || (!prompt && !isIos())) return null;
  const install = async () => {
    if (!prompt) return help.open();
    await prompt.prompt();
    await prompt.userChoice;
    setPrompt(null);
  };
  return (
    <>
      <Button
        variant="white"
        color="burgundy"
        size="xs"
        leftSection={<IconDeviceMobileDown size={16} aria-hidden />}
        onClick={() => void install()}
      >
        Install the app
      </Button>
      <Modal opened={iosHelp} onClose={help.close} title="Add to your Home Screen">
        <Text size="sm" mb="sm">
          Safari installs apps from its Share menu:
        </Text>
        <List type="ordered" size="sm" spacing="xs">
          <List.Item>Tap the Share button (the square with an arrow).</List.Item>
          <List.Item>Choose “Add to Home Screen”.</List.Item>
          <List.Item>Tap “Add”. The shop opens from your Home Screen, even offline.</List.Item>
        </List>
      </Modal>
    </>
  );
}
