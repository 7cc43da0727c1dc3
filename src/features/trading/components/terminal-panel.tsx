import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import type { EmbedToken } from '@/contract/tournament.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { useTerminalMessages } from '../hooks/use-terminal-messages.ts';
import type { TerminalTheme } from '../terminal-embed.ts';
import { TerminalFrame } from './terminal-frame.tsx';

type Props = {
  embedToken: EmbedToken;
  theme: TerminalTheme;
  /** Fetches a fresh embed token; the frame remounts with it. */
  reload: () => Promise<void>;
  isReloading: boolean;
};

/** The terminal frame at full height, with the notices its messages ask for (spec section 2: "Notices"). */
export function TerminalPanel({ embedToken, theme, reload, isReloading }: Props) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const { token } = embedToken;
  const [loadedToken, setLoadedToken] = useState<string>();
  const [isStorageBlocked, setStorageBlocked] = useState(false);
  const [ends, setEnds] = useState<{ count: number; token?: string }>({ count: 0 });

  useTerminalMessages(frameRef, (message) => {
    if (message.type === 'terminal:storage-blocked') setStorageBlocked(true);
    if (message.type !== 'terminal:session-ended') return;
    setEnds({ count: ends.count + 1, token });
    // The first end (a link that expired while loading, a platform restart) mends itself with a fresh token;
    // after that the member decides, so a lasting fault cannot reload the frame in a loop.
    if (ends.count === 0) void reload();
  });
  const hasEnded = ends.count > 1 && ends.token === token;

  return (
    <div className="flex flex-col gap-3">
      {isStorageBlocked && <Alert tone="warning">{t('trade.storageBlocked')}</Alert>}
      {hasEnded && (
        <Alert tone="warning">
          <p>{t('trade.sessionEnded')}</p>
          <Button variant="secondary" className="mt-2" isBusy={isReloading} onClick={() => void reload()}>
            {t('trade.reload')}
          </Button>
        </Alert>
      )}
      <div className="relative h-[calc(100dvh-12rem)] min-h-[640px] overflow-hidden rounded-2xl border border-border bg-surface">
        <TerminalFrame
          key={token}
          token={token}
          theme={theme}
          frameRef={frameRef}
          onLoad={() => setLoadedToken(token)}
        />
        {loadedToken !== token && (
          <Spinner label={t('trade.opening')} className="absolute inset-0 bg-surface" />
        )}
      </div>
    </div>
  );
}
