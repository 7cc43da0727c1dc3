/**
 * Memory of processes as Linux reports it in /proc: RSS (every resident page, shared ones in each process) and
 * PSS (shared pages split between their users). For PostgreSQL, the sum over the postmaster and its children: its
 * shared buffers count once per process in the RSS sum, once in all in the PSS sum.
 */
import { readdirSync, readFileSync } from 'node:fs';

const KB = 1024;

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return ''; // The process ended meanwhile.
  }
};

const field = (text: string, name: string) =>
  Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * KB;

/** Bytes resident (RSS) and proportional (PSS) of one process. */
export const processMemory = (pid: number) => ({
  rss: field(read(`/proc/${pid}/status`), 'VmRSS'),
  pss: field(read(`/proc/${pid}/smaps_rollup`), 'Pss'),
});

/** The parent process id, from /proc/<pid>/stat (after the command name, which may hold spaces). */
const parentOf = (pid: number) => Number(read(`/proc/${pid}/stat`).split(') ')[1]?.split(' ')[1] ?? 0);

/** The postmaster of a backend (`select pg_backend_pid()`) and every process it started, summed. */
export function postgresMemory(backendPid: number) {
  const postmaster = parentOf(backendPid);
  const pids = [
    postmaster,
    ...readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .filter((pid) => parentOf(pid) === postmaster),
  ];
  let rss = 0;
  let pss = 0;
  for (const memory of pids.map(processMemory)) {
    rss += memory.rss;
    pss += memory.pss;
  }
  return { rss, pss, processes: pids.length };
}
