import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AllianceDetail } from '@/contract/alliances.ts';
import { HttpError } from '@/contract/http-error.ts';
import { createAlliance } from '@/features/alliances/api/create-alliance.ts';
import { getAlliance } from '@/features/alliances/api/get-alliance.ts';
import { getAllianceRanking } from '@/features/alliances/api/get-alliance-ranking.ts';
import { getAlliances, getMyAlliances } from '@/features/alliances/api/get-alliances.ts';
import { manageMember } from '@/features/alliances/api/manage-member.ts';
import { allianceKeys } from '@/features/alliances/cache.ts';
import { AllianceCard } from '@/features/alliances/components/alliance-card.tsx';
import { AllianceDetailView } from '@/features/alliances/components/alliance-detail.tsx';
import { AllianceDirectory } from '@/features/alliances/components/alliance-directory.tsx';
import { CreateAlliance } from '@/features/alliances/components/create-alliance.tsx';
import { EnrolledAlliances } from '@/features/alliances/components/enrolled-alliances.tsx';
import { clearAllData, db } from '@/lib/db.ts';
import { notifications } from '@/lib/notifications.ts';
import {
  ALLIANCE_ID,
  allianceFixture,
  detailFixture,
  ME,
  memberFixture,
  ownerRow,
  pageOf,
} from './fixtures.ts';

vi.mock('@/features/alliances/api/get-alliances.ts', async (original) => ({
  ...(await original<typeof import('@/features/alliances/api/get-alliances.ts')>()),
  getAlliances: vi.fn(),
  getMyAlliances: vi.fn(),
}));
vi.mock('@/features/alliances/api/get-alliance.ts', () => ({ getAlliance: vi.fn() }));
vi.mock('@/features/alliances/api/get-alliance-ranking.ts', () => ({ getAllianceRanking: vi.fn() }));
vi.mock('@/features/alliances/api/manage-member.ts', () => ({ manageMember: vi.fn() }));
vi.mock('@/features/alliances/api/create-alliance.ts', () => ({ createAlliance: vi.fn() }));

const messages = () => notifications.items.map((item) => item.message);
const offline = new HttpError(0, 'NetworkError', 'No connection.');

beforeEach(() => {
  notifications.items = [];
  vi.mocked(getMyAlliances).mockResolvedValue(pageOf([]));
  vi.mocked(getAlliances).mockResolvedValue(pageOf([allianceFixture()]));
});
afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await clearAllData();
});

describe('/alliances', () => {
  it('lists every alliance and queues a request to join, shown at once as pending', async () => {
    await act(async () => void render(<AllianceDirectory ownerId={ME} />));
    expect(await screen.findByText('You are not in an alliance yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'All alliances' }));
    await screen.findByRole('link', { name: 'Gold Bulls' });
    expect(screen.getByText('Approval required')).toBeTruthy();
    expect(screen.getByText('3 member(s)')).toBeTruthy();
    expect(getAlliances).toHaveBeenCalledWith({ scope: 'all', page: 1, limit: 20, search: '' });

    const request = screen.getByRole('button', { name: 'Request to join' });
    expect(request.getAttribute('aria-describedby')).toBeTruthy();
    await act(async () => void fireEvent.click(request));
    await screen.findByRole('button', { name: 'Cancel request' });
    expect(screen.getByText('Pending')).toBeTruthy();
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({ kind: 'alliance', path: `/alliances/${ALLIANCE_ID}/join`, body: {} });
    expect(messages()).toEqual(['You asked to join Gold Bulls. The owner will answer.']);
  });

  it('renders My alliances from the cache offline, with the standing of each', async () => {
    await db.resources.put({
      key: allianceKeys.mine,
      ownerId: ME,
      updatedAt: new Date(2026, 4, 10, 9, 30).getTime(),
      data: pageOf([allianceFixture({ isOwner: true, myStatus: 'accepted', pendingCount: 2 })]),
    });
    vi.mocked(getMyAlliances).mockRejectedValue(offline);
    await act(async () => void render(<AllianceDirectory ownerId={ME} />));
    await screen.findByText('Offline: showing saved data');
    expect(screen.getByText('Owner')).toBeTruthy();
    expect(screen.getByText('2 request(s)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe(
      `/alliances/${ALLIANCE_ID}`,
    );
  });

  it('requires a name before creating, at the field and as a notification', async () => {
    render(<CreateAlliance ownerId={ME} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create alliance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create alliance' });
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Create' })));
    const name = within(dialog).getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('This field is required!')).toBeTruthy();
    expect(messages()).toEqual(['This field is required!']);
    expect(createAlliance).not.toHaveBeenCalled();
  });
});

describe('/alliances/{id}', () => {
  const asOwner = (
    members = [ownerRow, memberFixture({ status: 'pending', acceptedAt: null, joinedAt: null })],
  ) =>
    detailFixture({ isOwner: true, myStatus: 'accepted', createdBy: { id: ME, name: 'Dana L.' } }, members);

  it('shows the owner the waiting requests and accepts one online', async () => {
    const requester = memberFixture({ userId: 'u-2', name: 'Rami S.', email: 'r***@example.com' });
    const pending = { ...requester, status: 'pending' as const, acceptedAt: null, joinedAt: null };
    vi.mocked(getAlliance).mockResolvedValue(asOwner([ownerRow, pending]));
    vi.mocked(manageMember).mockResolvedValue(asOwner([ownerRow, requester]));
    await act(async () => void render(<AllianceDetailView ownerId={ME} id={ALLIANCE_ID} />));
    await screen.findByRole('heading', { level: 1, name: 'Gold Bulls' });
    const row = screen.getByTestId('request-row');
    expect(within(row).getByText('r***@example.com')).toBeTruthy();
    await act(async () => void fireEvent.click(within(row).getByRole('button', { name: 'Accept' })));
    expect(manageMember).toHaveBeenCalledWith(ALLIANCE_ID, 'u-2', 'accept');
    await waitFor(() => expect(screen.queryByTestId('request-row')).toBeNull());
    expect(screen.getByText('No requests waiting.')).toBeTruthy();
    expect(messages()).toContain('Rami S. is now a member');
    expect(
      ((await db.resources.get(allianceKeys.detail(ALLIANCE_ID)))?.data as AllianceDetail).members[1]?.status,
    ).toBe('accepted');
  });

  it('asks before kicking a member', async () => {
    const member = memberFixture({ userId: 'u-2', name: 'Rami S.', email: 'r***@example.com' });
    vi.mocked(getAlliance).mockResolvedValue(asOwner([ownerRow, member]));
    vi.mocked(manageMember).mockResolvedValue(
      asOwner([ownerRow, { ...member, status: 'kicked', kickedAt: '2026-05-10T12:00:00.000Z' }]),
    );
    await act(async () => void render(<AllianceDetailView ownerId={ME} id={ALLIANCE_ID} />));
    fireEvent.click(await screen.findByRole('button', { name: 'Kick' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Kick Rami S.?' });
    expect(manageMember).not.toHaveBeenCalled();
    await act(async () => void fireEvent.click(within(confirm).getByRole('button', { name: 'Kick' })));
    expect(manageMember).toHaveBeenCalledWith(ALLIANCE_ID, 'u-2', 'kick');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Kick' })).toBeNull());
    expect(screen.getAllByText('Kicked').length).toBeGreaterThan(0);
  });

  it('offers a kicked member nothing and says why', async () => {
    const kicked = memberFixture({ status: 'kicked', kickedAt: '2026-05-10T12:00:00.000Z' });
    vi.mocked(getAlliance).mockResolvedValue(detailFixture({ myStatus: 'kicked' }, [ownerRow, kicked]));
    await act(async () => void render(<AllianceDetailView ownerId={ME} id={ALLIANCE_ID} />));
    await screen.findByText('The owner removed you from this alliance: you cannot join it again.');
    expect(screen.getAllByText('Kicked').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
  });

  it('says so when the alliance does not exist', async () => {
    vi.mocked(getAlliance).mockRejectedValue(new HttpError(404, 'Not Found', 'Alliance not found'));
    await act(async () => void render(<AllianceDetailView ownerId={ME} id={ALLIANCE_ID} />));
    await screen.findByText('This alliance does not exist or was deleted.');
  });
});

describe('EnrolledAlliances', () => {
  it('lists the alliances the member is in or asked to join, each a link', async () => {
    vi.mocked(getMyAlliances).mockResolvedValue(
      pageOf([
        allianceFixture({ myStatus: 'accepted' }),
        allianceFixture({ id: 'b', name: 'Bears', myStatus: 'pending' }),
      ]),
    );
    await act(async () => void render(<EnrolledAlliances ownerId={ME} />));
    const link = await screen.findByRole('link', { name: /Bears/ });
    expect(link.getAttribute('href')).toBe('/alliances/b');
    expect(within(link).getByText('Pending')).toBeTruthy();
    expect(screen.getByText('Member')).toBeTruthy();
  });
});

describe('AllianceCard (dashboard)', () => {
  const tournament = { id: 't1', title: 'Main Championship', status: 'live' as const };

  it("shows the member's alliance with its group rank", async () => {
    vi.mocked(getMyAlliances).mockResolvedValue(pageOf([allianceFixture({ myStatus: 'accepted' })]));
    vi.mocked(getAllianceRanking).mockResolvedValue({
      tournament,
      rows: [],
      mine: [
        {
          rank: 2,
          allianceId: ALLIANCE_ID,
          name: 'Gold Bulls',
          memberCount: 3,
          players: 3,
          totalProfit: 1250.5,
        },
      ],
    });
    await act(async () => void render(<AllianceCard ownerId={ME} />));
    await screen.findByText('#2');
    expect(screen.getByText('+$1,250.50')).toBeTruthy();
    expect(screen.getByText('Group rank in Main Championship')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Gold Bulls/ }).getAttribute('href')).toBe(
      `/alliances/${ALLIANCE_ID}`,
    );
  });

  it('offers a way to find an alliance to a member without one', async () => {
    vi.mocked(getAllianceRanking).mockResolvedValue({ tournament, rows: [], mine: [] });
    await act(async () => void render(<AllianceCard ownerId={ME} />));
    const find = await screen.findByRole('link', { name: 'Find an alliance' });
    expect(find.getAttribute('href')).toBe('/alliances');
  });
});
