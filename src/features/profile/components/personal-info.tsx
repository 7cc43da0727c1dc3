import { useMemo, useState, type FormEvent } from 'react';
import type { User } from '@/contract/user.ts';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { reachability } from '@/lib/api-client.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notifications.ts';
import { useBusy } from '@/lib/use-busy.ts';
import { updateProfile } from '../api/update-profile.ts';
import {
  isSameValues,
  reviewPersonalInfo,
  todayIso,
  toPersonalValues,
  type PersonalField,
  type PersonalValues,
} from '../personal-info.ts';
import { ContactDetails } from './contact-details.tsx';
import { PersonalFields } from './personal-fields.tsx';

type Props = {
  ownerId: string;
  /** The signed-in member (null while loading). */
  user: User | null;
  /** Called with the member as just saved, so the header shows the new name at once. */
  onSaved: (user: User) => void;
};

/** The personal-info tab (spec section 2): the member's details, saved through the outbox, offline too. */
export function PersonalInfo({ user, ...props }: Props) {
  if (!user)
    return (
      <div role="status" aria-busy="true" className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {[1, 2, 3, 4, 5, 6].map((row) => (
          <Skeleton key={row} className="h-[4.25rem] rounded-lg" />
        ))}
      </div>
    );
  return <PersonalInfoForm user={user} {...props} />;
}

function PersonalInfoForm({ ownerId, user, onSaved }: Props & { user: User }) {
  const { t } = useTranslation();
  const { isBusy, run } = useBusy();
  const initial = useMemo(() => toPersonalValues(user), [user]);
  // Null while the member has no unsaved edit: the form then follows the member (a refresh, a rollback).
  const [draft, setDraft] = useState<PersonalValues | null>(null);
  const values = draft ?? initial;
  const today = todayIso();
  const { changes, errors, canSave } = reviewPersonalInfo(initial, values, today);

  const change = (field: PersonalField, value: string) => {
    const next = { ...values, [field]: value };
    setDraft(isSameValues(next, initial) ? null : next);
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSave) return;
    void run(async () => {
      await updateProfile(ownerId, user, changes, t('profile.personal.changeLabel'));
      onSaved({ ...user, ...changes });
      setDraft(null);
      notifySuccess(
        t(
          navigator.onLine && reachability.isReachable
            ? 'profile.personal.updated'
            : 'profile.personal.savedOffline',
        ),
      );
    });
  };

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-5">
      <ContactDetails user={user} />
      <PersonalFields values={values} errors={errors} today={today} onChange={change} />
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-border pt-4">
        {draft && (
          <Button variant="ghost" onClick={() => setDraft(null)} disabled={isBusy}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={!canSave} isBusy={isBusy} className="min-w-28">
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
