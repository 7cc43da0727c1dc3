import type { SearchResult } from '@/contract/tournament.ts';
import { api } from '@/lib/api-client.ts';

export const searchTournaments = (search: string) =>
  api<SearchResult[]>('/tournaments/searchTournament', { query: { search } });
