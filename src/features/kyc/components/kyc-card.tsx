import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { NeedsConnection } from '@/components/ui/needs-connection.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useCachedResource, writeCached } from '@/lib/cached-resource.ts';
import type { Kyc } from '@/contract/kyc.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notifications.ts';
import { useBusy } from '@/lib/use-busy.ts';
import { useOnline } from '@/lib/use-online.ts';
import { getKyc, submitKyc } from '../api/kyc.ts';
import { initialKyc, kycProblems, type KycField, type KycValues } from '../kyc-form.ts';
import { FileField } from './file-field.tsx';
import { KycStatus } from './kyc-status.tsx';

const KEY = 'kyc';
const IDENTITY = ['passport', 'national_id'] as const;
const ADDRESS = ['phone_bill', 'utility_bill', 'bank_statement'] as const;

/** KYC (spec sections 3-5): proof of identity and of address, the status and the reviewer's remarks. */
export function KycCard({ ownerId }: { ownerId: string }) {
  const { t } = useTranslation();
  const resource = useCachedResource<Kyc | null>(KEY, ownerId, getKyc);
  const kyc = resource.data ?? null;
  return (
    <Card title={t('kyc.title')} className="min-w-0">
      {resource.isLoading ? (
        <Skeleton className="h-64 rounded-xl" />
      ) : (
        <div className="flex flex-col gap-5">
          {kyc ? <KycStatus kyc={kyc} /> : <p className="text-sm text-muted">{t('kyc.intro')}</p>}
          {kyc?.status !== 'approved' && (
            <KycForm key={kyc?.submittedAt ?? 'new'} ownerId={ownerId} kyc={kyc} />
          )}
        </div>
      )}
    </Card>
  );
}

function KycForm({ ownerId, kyc }: { ownerId: string; kyc: Kyc | null }) {
  const { t } = useTranslation();
  const isOnline = useOnline();
  const { isBusy, run } = useBusy();
  const [values, setValues] = useState<KycValues>(() => initialKyc(kyc));
  const [isChecked, setChecked] = useState(false);
  const problems = kycProblems(values, kyc);
  const errorOf = (field: KycField) => {
    const problem = isChecked ? problems[field] : undefined;
    return problem && t(problem === 'required' ? 'validation.required' : `kyc.${problem}`);
  };
  const set = <K extends KycField>(field: K, value: KycValues[K]) => setValues({ ...values, [field]: value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    const first = Object.values(problems)[0];
    if (first) return notifyError(t(first === 'required' ? 'validation.required' : `kyc.${first}`));
    void run(async () => {
      await writeCached(KEY, ownerId, await submitKyc(ownerId, values, kyc));
      notifySuccess(t('kyc.submitted'));
    });
  };

  const options = (kinds: readonly string[], prefix: string) =>
    kinds.map((kind) => ({ value: kind, label: t(`${prefix}.${kind}`) }));
  return (
    <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-sm font-semibold">{t('kyc.identity')}</legend>
        <SelectField
          label={t('kyc.identityType')}
          placeholder={t('kyc.choose')}
          options={options(IDENTITY, 'kyc.identityKind')}
          value={values.identityType}
          error={errorOf('identityType')}
          onChange={(event) => set('identityType', event.target.value as KycValues['identityType'])}
        />
        <TextField
          label={t('kyc.identityNumber')}
          value={values.identityNumber}
          maxLength={64}
          error={errorOf('identityNumber')}
          onChange={(event) => set('identityNumber', event.target.value)}
        />
        <FileField
          label={t('kyc.identityDocument')}
          file={values.identityFile}
          storedName={kyc?.identityFile.name}
          error={errorOf('identityFile')}
          disabled={isBusy}
          onChange={(file) => set('identityFile', file)}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-sm font-semibold">{t('kyc.addressProof')}</legend>
        <SelectField
          label={t('kyc.addressType')}
          placeholder={t('kyc.choose')}
          options={options(ADDRESS, 'kyc.addressKind')}
          value={values.addressType}
          error={errorOf('addressType')}
          onChange={(event) => set('addressType', event.target.value as KycValues['addressType'])}
        />
        <TextField
          label={t('kyc.address')}
          value={values.address}
          maxLength={300}
          error={errorOf('address')}
          onChange={(event) => set('address', event.target.value)}
        />
        <FileField
          label={t('kyc.addressDocument')}
          file={values.addressFile}
          storedName={kyc?.addressFile.name}
          error={errorOf('addressFile')}
          disabled={isBusy}
          onChange={(file) => set('addressFile', file)}
        />
      </fieldset>
      <div className="flex flex-col gap-2 border-t border-border pt-4 md:col-span-2 md:items-end">
        <NeedsConnection messageKey="kyc.needsConnection" />
        <Button type="submit" isBusy={isBusy} disabled={!isOnline} className="min-w-40">
          {kyc ? t('kyc.resubmit') : t('kyc.submit')}
        </Button>
      </div>
    </form>
  );
}
