import { useState, type FormEvent, type ReactNode } from 'react';
import { CODE_LENGTH } from '@/contract/auth-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { CodeInput } from '@/components/ui/code-input.tsx';
import { NeedsConnection } from '@/components/ui/needs-connection.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notifications.ts';
import { useBusy } from '@/lib/use-busy.ts';
import { useOnline } from '@/lib/use-online.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { checkCode } from '../validation.ts';
import { linkClass } from './auth-card.tsx';

type Props = {
  /** Where the code went, in words. */
  description: ReactNode;
  /** Checks the code; a rejection clears the boxes for another try. */
  onVerify: (code: string) => Promise<void>;
  /** Sends a new code; answers the seconds until the next one may be asked for. */
  onResend: () => Promise<number>;
  /** The way back to change where the code goes ("Change email", "Change phone"). */
  change: ReactNode;
  /** What the notice says offline ("Signing in needs a connection"); a code is never checked offline. */
  offlineKey?: string;
};

/**
 * A 5-digit code entry (spec sections 2 and 4): submitted as soon as it is complete, resend offered once the
 * countdown reaches zero. Used by the security-code screen, the sign-up email step and the phone step.
 */
export function CodeStep({
  description,
  onVerify,
  onResend,
  change,
  offlineKey = 'network.codeNeedsConnection',
}: Props) {
  const { t } = useTranslation();
  const isOnline = useOnline();
  const [attempt, setAttempt] = useState(0);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const verifying = useBusy();
  const resending = useBusy();
  const { secondsLeft, start } = useCountdown();

  const clear = () => {
    setAttempt((count) => count + 1);
    setCode('');
  };

  const verify = (value: string) => {
    // Offline the notice says why; the member presses Verify once back online.
    if (!isOnline) return;
    const problem = checkCode(value);
    if (problem) {
      setError(t(problem));
      notifyError(t(problem));
      return;
    }
    void verifying.run(async () => {
      try {
        await onVerify(value);
      } catch (failure) {
        clear();
        throw failure;
      }
    });
  };

  const resend = () =>
    void resending.run(async () => {
      start(await onResend());
      notifySuccess(t('code.resent'));
      clear();
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    verify(code);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-sm text-muted">{description}</p>
      <CodeInput
        key={attempt}
        length={CODE_LENGTH}
        label={t('code.label')}
        digitLabel={(position, total) => t('code.digit', { position, total })}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
        onComplete={verify}
        error={error}
        disabled={verifying.isBusy}
        shouldFocus
      />
      <NeedsConnection messageKey={offlineKey} />
      <Button type="submit" isBusy={verifying.isBusy} disabled={!isOnline} className="h-11 w-full">
        {t('code.verify')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        {secondsLeft > 0 ? (
          <span className="text-muted tabular">{t('code.resendIn', { seconds: secondsLeft })}</span>
        ) : (
          <button
            type="button"
            className={linkClass}
            onClick={resend}
            disabled={resending.isBusy || !isOnline}
          >
            {t('code.resend')}
          </button>
        )}
        {change}
      </div>
    </form>
  );
}
