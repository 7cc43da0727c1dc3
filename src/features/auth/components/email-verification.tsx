import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { MessageResponse } from '@/contract/auth.ts';
import { HttpError } from '@/contract/http-error.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { verifyEmail } from '../api/verify-email.ts';
import { buttonLinkClass } from './auth-card.tsx';

type Outcome = { tone: 'success' | 'info' | 'error'; message: string };

/** One call per token, however often the screen mounts (React's strict mode mounts it twice). */
const calls = new Map<string, Promise<MessageResponse>>();
function verifyOnce(token: string) {
  const call = calls.get(token) ?? verifyEmail(token);
  calls.set(token, call);
  return call;
}

function outcomeOf(error: unknown, t: (key: string) => string): Outcome {
  if (error instanceof HttpError && error.status === 409)
    return { tone: 'info', message: t('verifyEmail.alreadyVerified') };
  if (error instanceof HttpError && error.status === 400)
    return { tone: 'error', message: t('verifyEmail.invalidToken') };
  return { tone: 'error', message: error instanceof Error ? error.message : String(error) };
}

/** /verify-email/{token}: verifies once on arrival and says how it went (spec section 8), with a way to login. */
export function EmailVerification({ token }: { token: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    let isCurrent = true;
    verifyOnce(token).then(
      () => isCurrent && setOutcome({ tone: 'success', message: t('verifyEmail.done') }),
      (error: unknown) => isCurrent && setOutcome(outcomeOf(error, t)),
    );
    return () => {
      isCurrent = false;
    };
  }, [token, t]);

  if (!outcome) return <Spinner label={t('verifyEmail.checking')} />;
  return (
    <>
      <Alert tone={outcome.tone}>{outcome.message}</Alert>
      <Link href={paths.auth.login} className={`mt-6 ${buttonLinkClass}`}>
        {t('verifyEmail.login')}
      </Link>
    </>
  );
}
