// The proof of work the login asks for after repeated failures (issue #7; lib/server/auth/login-guard.ts):
// the self-hosted ALTCHA widget, loaded only when needed (it is ~34 kB), given a challenge from
// GET /api/captcha and our own words in the member's language. It solves by itself on load and hands the
// payload to the form; `round` changes after every submit, since a payload is good for one request. Static CSS and
// fetch (issue #11): the lean login page and the MUI social-link form both use it.
import { useTranslation } from '@/hooks/useTranslation';
import { useEffect, useRef } from 'react';
import { fetchApi } from '@/lib/client/fetch-api';
import styles from './CaptchaField.module.css';

const STRING_KEYS = [
  'ariaLinkLabel',
  'enterCode',
  'enterCodeAria',
  'error',
  'expired',
  'footer',
  'getAudioChallenge',
  'label',
  'loading',
  'reload',
  'verify',
  'verificationRequired',
  'verified',
  'verifying',
  'waitAlert',
] as const;

interface Props {
  purpose: 'login' | 'population' | 'report';
  round: number;
  onSolved: (payload: string | null) => void;
}

export function CaptchaField({ purpose, round, onSolved }: Props) {
  const { t, i18n } = useTranslation('auth');
  const host = useRef<HTMLDivElement>(null);
  const solved = useRef(onSolved);
  useEffect(() => {
    solved.current = onSolved;
  }, [onSolved]);

  useEffect(() => {
    let cancelled = false;
    let widget: HTMLElement | null = null;
    solved.current(null);
    (async () => {
      const [, challenge] = await Promise.all([import('altcha'), fetchApi.get<unknown>('/api/captcha', { params: { purpose } })]);
      if (cancelled || !host.current) return;
      // Our words, registered as a language of their own so the widget shows exactly our translation.
      const language = `cardgrade-${i18n.language}`.toLowerCase();
      globalThis.$altcha.i18n.set(language, Object.fromEntries(STRING_KEYS.map((key) => [key, t(`captcha.${key}`)])));
      widget = document.createElement('altcha-widget');
      widget.setAttribute('challenge', JSON.stringify(challenge));
      widget.setAttribute('auto', 'onload');
      widget.setAttribute('language', language);
      widget.setAttribute('configuration', JSON.stringify({ hideFooter: true, hideLogo: true }));
      widget.addEventListener('verified', (event) => solved.current(String((event as CustomEvent<{ payload: string }>).detail.payload)));
      widget.addEventListener('expired', () => solved.current(null));
      host.current.replaceChildren(widget);
    })().catch(() => {
      if (!cancelled) solved.current(null);
    });
    return () => {
      cancelled = true;
      widget?.remove();
    };
  }, [purpose, round, t, i18n.language]);

  return <div ref={host} data-testid="captcha" className={styles.host} />;
}
