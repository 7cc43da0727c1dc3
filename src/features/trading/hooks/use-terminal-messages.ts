import { useEffect, useEffectEvent, type RefObject } from 'react';
import type { TerminalMessage } from '@/contract/trading.ts';
import { readTerminalMessage } from '../terminal-embed.ts';

/**
 * Hands the screen each message our terminal frame posts; every other message on the window is ignored. The
 * handler is an effect event: it sees the state of the latest commit (the current token) without resubscribing.
 */
export function useTerminalMessages(
  frameRef: RefObject<HTMLIFrameElement | null>,
  onMessage: (message: TerminalMessage) => void,
) {
  const handle = useEffectEvent(onMessage);
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const message = readTerminalMessage(event, {
        origin: window.location.origin,
        source: frameRef.current?.contentWindow,
      });
      if (message) handle(message);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frameRef]);
}
