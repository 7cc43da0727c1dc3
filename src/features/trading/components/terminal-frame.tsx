import { useState, type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n.ts';
import { terminalSrc, type TerminalTheme } from '../terminal-embed.ts';

type Props = {
  token: string;
  theme: TerminalTheme;
  frameRef: RefObject<HTMLIFrameElement | null>;
  onLoad: () => void;
};

/**
 * The embedded terminal. Mount it with `key={token}`: a fresh token means a fresh frame. Its address is fixed for
 * the frame's life, because the terminal reads the fragment once at start-up and a changed address would only put
 * a spent token back in it; a new language or theme applies at the next reload.
 */
export function TerminalFrame({ token, theme, frameRef, onLoad }: Props) {
  const { t, language, dir } = useTranslation();
  const [src] = useState(() => terminalSrc({ token, language, theme, dir }));
  return (
    <iframe
      ref={frameRef}
      src={src}
      title={t('trade.terminal')}
      // Same origin so the terminal can reach /api with its own session. Nothing else: it submits no form, opens
      // no popup or dialog, navigates no other frame and uses no clipboard or fullscreen (tests/e2e/security).
      sandbox="allow-scripts allow-same-origin"
      onLoad={onLoad}
      className="block size-full border-0"
    />
  );
}
