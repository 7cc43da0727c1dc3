import { useState } from 'react';
import { useLocation } from 'wouter';
import type { AllianceDetail } from '@/contract/alliances.ts';
import { Button } from '@/components/ui/button.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { Modal } from '@/components/ui/dialog.tsx';
import { NeedsConnection } from '@/components/ui/needs-connection.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notifications.ts';
import { useBusy } from '@/lib/use-busy.ts';
import { useOnline } from '@/lib/use-online.ts';
import { createAlliance } from '../api/create-alliance.ts';
import { uploadAllianceLogo } from '../api/upload-alliance-logo.ts';
import { writeAlliance } from '../cache.ts';
import type { AllianceDraft } from '../form.ts';
import { AllianceForm, type LogoChoice } from './alliance-form.tsx';

const EMPTY: AllianceDraft = { name: '', description: '', isApprovalRequired: false };

/**
 * "Create alliance" and its form in a dialog. Online only (never queued). The logo needs the alliance's id, so it
 * is uploaded once the alliance exists; if only the logo fails, the alliance stays and the owner can add it later.
 */
export function CreateAlliance({ ownerId }: { ownerId: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const isOnline = useOnline();
  const [isOpen, setOpen] = useState(false);
  const { isBusy, run } = useBusy();

  const create = (draft: AllianceDraft, logo: LogoChoice) =>
    void run(async () => {
      const name = draft.name.trim();
      let alliance: AllianceDetail = await createAlliance({
        name,
        description: draft.description.trim(),
        isApprovalRequired: draft.isApprovalRequired,
      });
      if (logo.file) {
        try {
          alliance = await uploadAllianceLogo(alliance.id, logo.file);
        } catch (error) {
          const reason = error instanceof Error ? error.message : '';
          notifyError(t('alliances.logo.failed', { reason }));
        }
      }
      await writeAlliance(ownerId, alliance);
      notifySuccess(t('alliances.done.created', { name: alliance.name }));
      setOpen(false);
      navigate(paths.alliances(alliance.id));
    });

  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <Button onClick={() => setOpen(true)} disabled={!isOnline}>
        <Icon name="shield" className="size-4" />
        {t('alliances.create')}
      </Button>
      <NeedsConnection messageKey="alliances.createNeedsConnection" className="sm:max-w-xs" />
      <Modal
        isOpen={isOpen}
        onClose={() => !isBusy && setOpen(false)}
        title={t('alliances.create')}
        closeLabel={t('alliances.close')}
      >
        <AllianceForm
          initial={EMPTY}
          submitLabel={t('alliances.createSubmit')}
          isBusy={isBusy}
          onSubmit={create}
          onCancel={() => setOpen(false)}
        />
      </Modal>
    </div>
  );
}
