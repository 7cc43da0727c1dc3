import { useRef, type ChangeEvent } from 'react';
import type { User } from '@/contract/user.ts';
import { Icon } from '@/components/ui/icon.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { copyText } from '@/lib/clipboard.ts';
import { formatMoney } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notifications.ts';
import { referralLink } from '@/lib/referral.ts';
import { useBusy } from '@/lib/use-busy.ts';
import { useOnline } from '@/lib/use-online.ts';
import { uploadAvatar } from '../api/upload-avatar.ts';
import { AVATAR_TYPES, avatarProblem } from '../avatar-file.ts';

type Props = {
  user: User;
  levelName: string;
  /** Draws the member's picture (the auth feature's Avatar), 179 px here. */
  avatar: React.ReactNode;
  onSaved: (user: User) => void;
  className?: string;
};

/** Profile header (spec section 2): avatar with its edit icon, name, level handle, credit, referral link. */
export function ProfileHeader({ user, levelName, avatar, onSaved, className = 'flex' }: Props) {
  const { t, locale } = useTranslation();
  const isOnline = useOnline();
  const input = useRef<HTMLInputElement>(null);
  const { isBusy, run } = useBusy();

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const problem = avatarProblem(files);
    if (problem) return notifyError(t(`profile.avatar.${problem}`));
    void run(async () => {
      onSaved(await uploadAvatar(user.id, files[0] as File));
      notifySuccess(t('profile.avatar.updated'));
    });
  };

  const copyLink = async () => {
    const isCopied = await copyText(referralLink(window.location.origin, user.affiliateCode));
    if (isCopied) notifySuccess(t('common.copied'));
    else notifyError(t('common.copyFailed'));
  };

  return (
    <section
      className={`mb-5 flex-col items-center gap-5 rounded-2xl border border-border bg-surface p-5 text-center sm:flex-row sm:text-start ${className}`}
    >
      <div className="relative shrink-0">
        {avatar}
        {isBusy && (
          <Spinner label={t('profile.avatar.uploading')} className="absolute inset-0 rounded-full bg-bg/60" />
        )}
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={!isOnline || isBusy}
          aria-label={t('profile.avatar.change')}
          title={isOnline ? t('profile.avatar.change') : t('profile.avatar.needsConnection')}
          className="absolute bottom-2 end-2 flex size-10 items-center justify-center rounded-full border-2 border-surface bg-primary text-primary-fg shadow-lg hover:brightness-110 disabled:opacity-60"
        >
          <Icon name="edit" className="size-5" />
        </button>
        <input
          ref={input}
          type="file"
          name="avatar"
          accept={AVATAR_TYPES.join(',')}
          onChange={pick}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="truncate text-2xl font-bold">
          {user.firstname} {user.lastname}
        </h2>
        {levelName && <p className="text-sm font-medium text-primary">@{levelName}</p>}
        <p className="text-sm text-muted">
          {t('profile.credit')}{' '}
          <bdi className="font-semibold text-text tabular">{formatMoney(user.credit, locale)}</bdi>
        </p>
      </div>
      <button
        type="button"
        onClick={() => void copyLink()}
        className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-border bg-surface-2 px-4 text-sm font-semibold text-text hover:bg-border/60"
      >
        <Icon name="copy" className="size-4" />
        {t('profile.copyReferralLink')}
      </button>
    </section>
  );
}
