import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AllianceDetail, AllianceMemberParams, AllianceParams } from '../../contract.ts';
import type { OwnerAction, SelfAction } from '../../domain/alliances/membership.ts';
import { memberIdOf } from '../../plugins/auth.ts';
import { changeMember, changeOwnMembership } from '../../repositories/alliance-changes.ts';
import { allianceDetail, type Viewer } from '../../repositories/alliances.ts';

const SELF_ACTIONS: SelfAction[] = ['join', 'leave', 'cancel'];
const OWNER_ACTIONS: OwnerAction[] = ['accept', 'reject', 'kick'];

/**
 * Memberships: a member joins, leaves or cancels for themself (the path names no member); the owner accepts,
 * rejects or removes the member the path names. Each answers the alliance as the caller now sees it.
 */
const routes: FastifyPluginAsyncTypebox<{ viewerOf: (userId: string) => Viewer }> = async (
  app,
  { viewerOf },
) => {
  for (const action of SELF_ACTIONS) {
    app.post(
      `/alliances/:id/${action}`,
      { schema: { params: AllianceParams, response: { 200: AllianceDetail } } },
      async (request) => {
        const userId = memberIdOf(request);
        await changeOwnMembership(app.db, request.params.id, userId, action, app.now());
        return allianceDetail(app.db, viewerOf(userId), request.params.id);
      },
    );
  }
  for (const action of OWNER_ACTIONS) {
    app.post(
      `/alliances/:id/members/:userId/${action}`,
      { schema: { params: AllianceMemberParams, response: { 200: AllianceDetail } } },
      async (request) => {
        const ownerId = memberIdOf(request);
        const { id, userId } = request.params;
        await changeMember(app.db, id, ownerId, userId, action, app.now());
        return allianceDetail(app.db, viewerOf(ownerId), id);
      },
    );
  }
};
export default routes;
