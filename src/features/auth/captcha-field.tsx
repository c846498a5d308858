// The ALTCHA widget (a web component) as a form field. The widget's code is imported only when
// this field mounts, so it stays out of the login chunk; it fetches a signed challenge from the
// server, solves it in Web Workers and reports the payload on 'statechange'.
import type {} from 'altcha/types/react';
import { Input } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
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

  // The widget draws its own checkbox once its code has loaded (and may redraw it): mark it
  // required and tie the message to it whenever it appears, as Mantine does for its own inputs.
  const errorId = useId();
  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const tie = () => {
      const box = element.querySelector('input[type="checkbox"]');
      if (!box) return;
      box.setAttribute('aria-required', 'true');
      if (message) {
        box.setAttribute('aria-describedby', errorId);
        box.setAttribute('aria-invalid', 'true');
      } else {
        box.removeAttribute('aria-describedby');
        box.removeAttribute('aria-invalid');
      }
    };
    tie();
    const observer = new MutationObserver(tie);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [message, errorId]);

  return (
    <Input.Wrapper label="Verification" error={message} errorProps={{ id: errorId }} required>
      <altcha-widget ref={widget} challenge={CAPTCHA_CHALLENGE_URL} name="captcha_token" />
    </Input.Wrapper>
  );
}
