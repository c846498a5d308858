// The ALTCHA widget (a web component) as a form field. The widget's code is imported only when
// this field mounts, so it stays out of the login chunk; it fetches a signed challenge from the
// server, solves it in Web Workers and reports the payload on 'statechange'.
import type {} from 'altcha/types/react';
import { Input } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { CAPTCHA_CHALLENGE_URL } from '../../data/auth-api';
import { MSG } from '../../domain/messages';

interface StateChange {
  state: string;
  payload?: string;
}

export function CaptchaField({
  onChange,
  error,
}: {
  /** The solved payload, or '' while unsolved (or expired). */
  onChange: (token: string) => void;
  error?: React.ReactNode;
}) {
  const widget = useRef<HTMLElement>(null);
  const [verified, setVerified] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  useEffect(() => {
    import('altcha').catch(() => setLoadFailed(true));
    const element = widget.current;
    if (!element) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      const token = state === 'verified' && payload ? payload : '';
      setVerified(token !== '');
      latest.current(token);
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, []);

  // The spec: 'captcha field is required.' shows until the captcha is verified.
  const message = loadFailed
    ? MSG.captchaRequired
    : (error ?? (verified ? null : MSG.captchaRequired));
  return (
    <Input.Wrapper label="Verification" error={message} withAsterisk>
      <altcha-widget ref={widget} challenge={CAPTCHA_CHALLENGE_URL} name="captcha_token" />
    </Input.Wrapper>
  );
}
