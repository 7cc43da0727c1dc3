import { useId } from 'react';
import { Link } from 'wouter';
import type { Alliance } from '@/contract/alliances.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { formatCount } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { standingOf } from '../membership.ts';
import { AllianceAvatar } from './alliance-avatar.tsx';
import { ApprovalBadge, MembershipBadge } from './membership-badge.tsx';
import { MembershipButton } from './membership-button.tsx';

/** An alliance in a list: logo, name (the link to its page), owner, description, members, standing, action. */
export function AllianceListItem({ ownerId, alliance }: { ownerId: string; alliance: Alliance }) {
  const { t, locale } = useTranslation();
  const titleId = useId();
  return (
    <article className="flex h-full flex-col gap-4 rounded-2xl border border-border bg-surface p-4 transition hover:border-primary/50 sm:p-5">
      <div className="flex items-start gap-3">
        <AllianceAvatar alliance={alliance} />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-bold leading-snug break-words">
            <Link href={paths.alliances(alliance.id)} className="hover:text-primary hover:underline">
              {alliance.name}
            </Link>
          </h2>
          <p className="mt-0.5 truncate text-xs text-muted">
            {t('alliances.byOwner', { name: alliance.createdBy.name })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-1.5 empty:hidden">
        <MembershipBadge standing={standingOf(alliance)} />
        <ApprovalBadge isApprovalRequired={alliance.isApprovalRequired} />
        {alliance.pendingCount > 0 && (
          <Badge tone="warning">
            {t('alliances.pendingCount', { count: formatCount(alliance.pendingCount, locale) })}
          </Badge>
        )}
      </div>
      <p className="line-clamp-3 text-sm break-words text-muted">
        {alliance.description || t('alliances.noDescription')}
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
        <span className="inline-flex items-center gap-1.5 text-sm text-muted">
          <Icon name="users" className="size-4" />
          <bdi className="tabular">
            {t('alliances.memberCount', { count: formatCount(alliance.memberCount, locale) })}
          </bdi>
        </span>
        <MembershipButton ownerId={ownerId} alliance={alliance} describedBy={titleId} />
      </div>
    </article>
  );
}

export function AllianceListItemSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5">
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-xl" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-10" />
      <div className="flex justify-between border-t border-border pt-4">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-10 w-24 rounded-lg" />
      </div>
    </div>
  );
}
