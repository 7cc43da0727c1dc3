import type { AllianceDetail, AlliancePage, AllianceRanking } from '@/contract/alliances.ts';
import { useCachedResource } from '@/lib/cached-resource.ts';
import { getAlliance } from '../api/get-alliance.ts';
import { getAllianceRanking } from '../api/get-alliance-ranking.ts';
import { getAlliances, getMyAlliances, PAGE_SIZE } from '../api/get-alliances.ts';
import { allianceKeys } from '../cache.ts';

/** Offline-first reads (DECISIONS.md section 6): each renders from the cache at once, then refreshes. */
export const useMyAlliances = (ownerId: string) =>
  useCachedResource<AlliancePage>(allianceKeys.mine, ownerId, getMyAlliances);

export const useAllAlliances = (ownerId: string, page: number, search: string) =>
  useCachedResource<AlliancePage>(allianceKeys.all(page, search), ownerId, () =>
    getAlliances({ scope: 'all', page, limit: PAGE_SIZE, search }),
  );

export const useAlliance = (ownerId: string, id: string) =>
  useCachedResource<AllianceDetail>(allianceKeys.detail(id), ownerId, () => getAlliance(id));

export const useAllianceRanking = (ownerId: string) =>
  useCachedResource<AllianceRanking>(allianceKeys.ranking, ownerId, getAllianceRanking);
