import { useState } from 'react';
import { useLocation } from 'wouter';
import type { AllianceDetail, UpdateAllianceBody } from '@/contract/alliances.ts';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog, Modal } from '@/components/ui/dialog.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { NeedsConnection } from '@/components/ui/needs-connection.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notifications.ts';
import { useBusy } from '@/lib/use-busy.ts';
import { useOnline } from '@/lib/use-online.ts';
import { deleteAlliance } from '../api/delete-alliance.ts';
import { updateAlliance } from '../api/update-alliance.ts';
import { uploadAllianceLogo } from '../api/upload-alliance-logo.ts';
import { forgetAlliance, writeAlliance } from '../cache.ts';
import { changesOf, type AllianceDraft } from '../form.ts';
import { AllianceForm, type LogoChoice } from './alliance-form.tsx';

/** The owner's Edit and Delete (spec section 6): online calls that show the platform's message on a refusal. */
export function OwnerTools({ ownerId, alliance }: { ownerId: string; alliance: AllianceDetail }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const isOnline = useOnline();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const { isBusy, run } = useBusy();
  const before: AllianceDraft = {
    name: alliance.name,
    description: alliance.description,
    isApprovalRequired: alliance.isApprovalRequired,
  };

  const save = (draft: AllianceDraft, logo: LogoChoice) =>
    void run(async () => {
      const body: UpdateAllianceBody = {
        ...changesOf(before, draft),
        ...(logo.isRemoved && !logo.file ? { logoFileId: null } : {}),
      };
      // Each answer is kept at once: if the logo then fails, the saved fields are not sent again.
      let answer: AllianceDetail | undefined;
      if (Object.keys(body).length > 0) {
        answer = await updateAlliance(alliance.id, body);
        await writeAlliance(ownerId, answer);
      }
      if (logo.file) {
        answer = await uploadAllianceLogo(alliance.id, logo.file);
        await writeAlliance(ownerId, answer);
      }
      if (answer) notifySuccess(t('alliances.done.updated', { name: answer.name }));
      setDialog(null);
    });

  const remove = () =>
    void run(async () => {
      await deleteAlliance(alliance.id);
      setDialog(null);
      await forgetAlliance(ownerId, alliance.id);
      notifySuccess(t('alliances.done.deleted', { name: alliance.name }));
      navigate(paths.alliances());
    });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={!isOnline} onClick={() => setDialog('edit')}>
          <Icon name="edit" className="size-4" />
          {t('alliances.action.edit')}
        </Button>
        <Button variant="danger" disabled={!isOnline} onClick={() => setDialog('delete')}>
          {t('alliances.action.delete')}
        </Button>
      </div>
      <NeedsConnection messageKey="alliances.manageNeedsConnection" />
      <Modal
        isOpen={dialog === 'edit'}
        onClose={() => !isBusy && setDialog(null)}
        title={t('alliances.editTitle', { name: alliance.name })}
        closeLabel={t('alliances.close')}
      >
        <AllianceForm
          initial={before}
          logo={alliance.logo}
          submitLabel={t('common.save')}
          isBusy={isBusy}
          onSubmit={save}
          onCancel={() => setDialog(null)}
        />
      </Modal>
      <ConfirmDialog
        isOpen={dialog === 'delete'}
        title={t('alliances.deleteTitle', { name: alliance.name })}
        message={t('alliances.deleteText')}
        confirmLabel={t('alliances.action.delete')}
        cancelLabel={t('common.cancel')}
        isDestructive
        isBusy={isBusy}
        onClose={() => setDialog(null)}
        onConfirm={remove}
      />
    </div>
  );
}
