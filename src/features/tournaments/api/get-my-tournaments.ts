import type { MyTournament } from '@/contract/tournament.ts';
import { api } from '@/lib/api-client.ts';

export const getMyTournaments = () => api<MyTournament[]>('/tournaments/myTournaments');
