import { useId, useState, type ReactNode } from 'react';
import type { AllianceDetail, AllianceMember } from '@/contract/alliances.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/dialog.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { useOnline } from '@/lib/use-online.ts';
import type { useMemberDecisions } from '../hooks/use-member-decisions.ts';
import { standingOf } from '../membership.ts';
import { MembershipBadge } from './membership-badge.tsx';

/** The times of a membership, in the order they happen (docs/decisions.md, Alliances). */
const TIMES = ['requestedAt', 'acceptedAt', 'joinedAt', 'rejectedAt', 'leftAt', 'kickedAt'] as const;
type TimeField = (typeof TIMES)[number];
/** Always shown as columns; the others only when some row has them. */
const ALWAYS: readonly TimeField[] = ['requestedAt', 'joinedAt'];

/** The table needs the width of a desktop; below it each member is a stacked row. */
const DESKTOP_QUERY = '(min-width: 1280px)';

type Props = {
  viewerId: string;
  detail: AllianceDetail;
  members: readonly AllianceMember[];
  decisions: ReturnType<typeof useMemberDecisions>;
};

/**
 * The members the viewer may see, with their status and times: a table on desktop, stacked rows on smaller
 * screens. The owner may kick an accepted member, after a confirmation.
 */
export function MemberTable({ viewerId, detail, members, decisions }: Props) {
  const { t } = useTranslation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const isOnline = useOnline();
  const [kicking, setKicking] = useState<AllianceMember | null>(null);
  const columns = TIMES.filter(
    (field) => ALWAYS.includes(field) || members.some((member) => member[field] !== null),
  );
  const canKick = (member: AllianceMember) =>
    detail.isOwner && member.status === 'accepted' && !member.isOwner;
  const kick = (member: AllianceMember, nameId: string) => (
    <Button
      variant="danger"
      className="min-h-9 px-3"
      disabled={!isOnline || decisions.isDeciding}
      isBusy={decisions.isBusy(member.userId, 'kick')}
      aria-describedby={nameId}
      onClick={() => setKicking(member)}
    >
      {t('alliances.action.kick')}
    </Button>
  );
  const rowProps = { viewerId, canKick, kick };

  return (
    <>
      {isDesktop ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('alliances.members')}</caption>
            <thead className="text-xs text-muted">
              <tr className="border-b border-border">
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t('alliances.member')}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t('alliances.status')}
                </th>
                {columns.map((field) => (
                  <th key={field} scope="col" className="py-2 pe-3 text-start font-medium">
                    {t(`alliances.time.${field}`)}
                  </th>
                ))}
                {detail.isOwner && (
                  <th scope="col" className="py-2 text-end font-medium">
                    <span className="sr-only">{t('alliances.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {members.map((member) => (
                <MemberTableRow
                  key={member.userId}
                  member={member}
                  columns={columns}
                  hasActions={detail.isOwner}
                  {...rowProps}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {members.map((member) => (
            <MemberRow key={member.userId} member={member} {...rowProps} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={kicking !== null}
        title={t('alliances.kickTitle', { name: kicking?.name ?? '' })}
        message={t('alliances.kickText', { name: kicking?.name ?? '', alliance: detail.name })}
        confirmLabel={t('alliances.action.kick')}
        cancelLabel={t('common.cancel')}
        isDestructive
        onClose={() => setKicking(null)}
        onConfirm={() => {
          if (kicking) void decisions.decide(kicking, 'kick');
          setKicking(null);
        }}
      />
    </>
  );
}

type RowProps = {
  member: AllianceMember;
  viewerId: string;
  canKick: (member: AllianceMember) => boolean;
  kick: (member: AllianceMember, nameId: string) => ReactNode;
};

function MemberTableRow({
  member,
  viewerId,
  canKick,
  kick,
  columns,
  hasActions,
}: RowProps & { columns: readonly TimeField[]; hasActions: boolean }) {
  const nameId = useId();
  return (
    <tr data-testid="member-row">
      <th scope="row" className="max-w-64 py-3 pe-3 text-start font-normal">
        <MemberName member={member} isMe={member.userId === viewerId} nameId={nameId} />
      </th>
      <td className="py-3 pe-3">
        <MembershipBadge standing={standingOf({ isOwner: member.isOwner, myStatus: member.status })} />
      </td>
      {columns.map((field) => (
        <td key={field} className="min-w-24 py-3 pe-3 tabular">
          <Time value={member[field]} />
        </td>
      ))}
      {hasActions && <td className="py-3 text-end">{canKick(member) && kick(member, nameId)}</td>}
    </tr>
  );
}

function MemberRow({ member, viewerId, canKick, kick }: RowProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const times = TIMES.filter((field) => member[field] !== null);
  return (
    <li data-testid="member-row" className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <MemberName member={member} isMe={member.userId === viewerId} nameId={nameId} />
        <MembershipBadge standing={standingOf({ isOwner: member.isOwner, myStatus: member.status })} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-xs">
        {times.map((field) => (
          <div key={field} className="min-w-0">
            <dt className="text-muted">{t(`alliances.time.${field}`)}</dt>
            <dd className="font-medium tabular">
              <Time value={member[field]} />
            </dd>
          </div>
        ))}
      </dl>
      {canKick(member) && <div className="flex justify-end">{kick(member, nameId)}</div>}
    </li>
  );
}

/** A member's name (with "You" on one's own row) and masked email; `nameId` lets buttons name whom they act on. */
export function MemberName({
  member,
  isMe,
  nameId,
}: {
  member: AllianceMember;
  isMe: boolean;
  nameId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-1.5 font-semibold">
        <span id={nameId} className="break-words">
          {member.name}
        </span>
        {isMe && <Badge tone="primary">{t('alliances.you')}</Badge>}
      </p>
      <p className="truncate text-xs text-muted">
        <bdi>{member.email}</bdi>
      </p>
    </div>
  );
}

function Time({ value }: { value: string | null }) {
  if (!value) return <span className="text-muted">—</span>;
  return (
    <time dateTime={value}>
      <bdi>{formatDateTime(value)}</bdi>
    </time>
  );
}
