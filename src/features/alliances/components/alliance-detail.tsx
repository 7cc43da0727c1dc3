import { Link } from 'wouter';
import type { AllianceDetail } from '@/contract/alliances.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { BackLink } from '@/components/ui/back-link.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { LastUpdatedOf } from '@/components/ui/last-updated.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Stat } from '@/components/ui/stat.tsx';
import { paths } from '@/config/paths.ts';
import { formatCount, formatDateTime } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useAlliance } from '../hooks/use-alliances.ts';
import { useMemberDecisions } from '../hooks/use-member-decisions.ts';
import { standingOf } from '../membership.ts';
import { AllianceAvatar } from './alliance-avatar.tsx';
import { MemberRequests } from './member-requests.tsx';
import { MemberTable } from './member-table.tsx';
import { ApprovalBadge, MembershipBadge } from './membership-badge.tsx';
import { MembershipButton } from './membership-button.tsx';
import { OwnerTools } from './owner-tools.tsx';

/**
 * /alliances/{id}: the alliance, the member's own standing and action, and its members. The owner also sees the
 * waiting requests (Accept, Reject), may kick members, edit and delete. Renders from the cache at once.
 */
export function AllianceDetailView({ ownerId, id }: { ownerId: string; id: string }) {
  const { t } = useTranslation();
  const detail = useAlliance(ownerId, id);
  const alliance = detail.data;
  usePageTitle(alliance?.name ?? t('pages.alliance'));
  // A deleted alliance and an id that cannot be one (400) are the same to a member: no such alliance.
  const isMissing = detail.error?.status === 404 || detail.error?.status === 400;

  if (detail.isLoading) return <DetailSkeleton />;
  if (isMissing || !alliance)
    return (
      <>
        <BackLink href={paths.alliances()}>{t('alliances.backToList')}</BackLink>
        <PageHeader title={t('pages.alliance')} />
        {isMissing ? (
          <EmptyState icon="shield" title={t('alliances.notFound')}>
            <Link href={paths.alliances()} className="font-semibold text-primary underline">
              {t('alliances.backToList')}
            </Link>
          </EmptyState>
        ) : (
          <Alert tone="error">
            <p>
              {detail.isOffline
                ? t('alliances.offlineNoData')
                : (detail.error?.message ?? t('common.loadFailed'))}
            </p>
            <Button variant="secondary" className="mt-3" onClick={() => void detail.refresh()}>
              {t('common.retry')}
            </Button>
          </Alert>
        )}
      </>
    );

  return (
    <>
      <BackLink href={paths.alliances()}>{t('alliances.backToList')}</BackLink>
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-4">
          <AllianceAvatar alliance={alliance} size="lg" />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{alliance.name}</h1>
            <div className="mt-2 flex flex-wrap gap-1.5 empty:hidden">
              <MembershipBadge standing={standingOf(alliance)} />
              <ApprovalBadge isApprovalRequired={alliance.isApprovalRequired} />
            </div>
          </div>
        </div>
        <LastUpdatedOf resource={detail} />
      </div>
      <AllianceBody ownerId={ownerId} alliance={alliance} />
    </>
  );
}

function AllianceBody({ ownerId, alliance }: { ownerId: string; alliance: AllianceDetail }) {
  const { t, locale } = useTranslation();
  const decisions = useMemberDecisions(ownerId, alliance.id);
  const standing = standingOf(alliance);
  const requests = alliance.isOwner ? alliance.members.filter((member) => member.status === 'pending') : [];
  const members = alliance.isOwner
    ? alliance.members.filter((member) => member.status !== 'pending')
    : alliance.members;

  return (
    <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,1fr)_340px]">
      <Card title={t('alliances.about')} className="min-w-0">
        {alliance.description ? (
          <p className="leading-relaxed break-words whitespace-pre-line">{alliance.description}</p>
        ) : (
          <p className="text-muted">{t('alliances.noDescription')}</p>
        )}
        <dl className="mt-5 grid grid-cols-2 gap-4 border-t border-border pt-4 2xl:grid-cols-4">
          <Stat label={t('alliances.createdBy')}>{alliance.createdBy.name}</Stat>
          <Stat label={t('alliances.createdAt')}>{formatDateTime(alliance.createdAt)}</Stat>
          <Stat label={t('alliances.members')}>{formatCount(alliance.memberCount, locale)}</Stat>
          <Stat label={t('alliances.approvalRule')}>
            {t(alliance.isApprovalRequired ? 'alliances.rule.approval' : 'alliances.rule.open')}
          </Stat>
        </dl>
      </Card>

      <Card title={t('alliances.yourMembership')} className="min-w-0 lg:sticky lg:top-20">
        <p className="text-sm text-muted">{t(`alliances.standingHint.${standing ?? 'none'}`)}</p>
        <div className="mt-4 empty:hidden">
          {alliance.isOwner ? (
            <OwnerTools ownerId={ownerId} alliance={alliance} />
          ) : (
            <MembershipButton ownerId={ownerId} alliance={alliance} showManage={false} className="w-full" />
          )}
        </div>
      </Card>

      {alliance.isOwner && (
        <Card
          title={t('alliances.requests', { count: formatCount(requests.length, locale) })}
          className="min-w-0 lg:col-span-2"
        >
          {requests.length === 0 ? (
            <p className="text-sm text-muted">{t('alliances.noRequests')}</p>
          ) : (
            <MemberRequests requests={requests} decisions={decisions} />
          )}
        </Card>
      )}

      <Card title={t('alliances.members')} className="min-w-0 lg:col-span-2">
        <MemberTable viewerId={ownerId} detail={alliance} members={members} decisions={decisions} />
      </Card>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-5">
      <Skeleton className="h-4 w-32" />
      <div className="flex items-center gap-4">
        <Skeleton className="size-20 rounded-2xl" />
        <Skeleton className="h-9 w-1/2" />
      </div>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_340px]">
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}
