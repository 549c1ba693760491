// CPU time of processes from Linux's /proc, for benchmarks that report CPU milliseconds per unit of
// work (scripts/bench-checkout.mjs): read before and after a run, subtract.
//   parseProcStat(text)          utime, stime (clock ticks), command and parent pid of /proc/<pid>/stat
//   processCpuMs(pid)            utime + stime of one process in ms (undefined when it is gone)
//   treeCpuMs(pid, part)         of a process and every descendant (npm start's node child, …)
//   commandCpuMs(name)           summed over every process whose command is `name` (postgres)
// `part` 'system' reads stime alone: the kernel's share (system calls, the sockets' work).
// Clock ticks are USER_HZ, 100 on every Linux we run on (getconf CLK_TCK).
import { readdirSync, readFileSync } from 'node:fs';

export const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The fields of /proc/<pid>/stat we use. The command sits in parentheses and may itself hold spaces
 * and parentheses, so the fields after it are counted from the last ")".
 */
export function parseProcStat(text) {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) throw new Error('not a /proc/<pid>/stat line');
  const pid = Number(text.slice(0, open).trim());
  const command = text.slice(open + 1, close);
  // After ") ": state(3) ppid(4) pgrp(5) session(6) tty_nr(7) tpgid(8) flags(9) minflt(10)
  // cminflt(11) majflt(12) cmajflt(13) utime(14) stime(15) …; rest[0] is field 3.
  const rest = text
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  if (rest.length < 13) throw new Error('short /proc/<pid>/stat line');
  return {
    pid,
    command,
    state: rest[0],
    ppid: Number(rest[1]),
    utime: Number(rest[11]),
    stime: Number(rest[12]),
  };
}

export const ticksToMs = (ticks) => (ticks * 1000) / CLOCK_TICKS_PER_SECOND;

function readStat(pid) {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

function allStats() {
  const stats = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat) stats.push(stat);
  }
  return stats;
}

/** utime + stime of one process, in ms; undefined when there is no such process. */
export function processCpuMs(pid) {
  const stat = readStat(pid);
  return stat ? ticksToMs(stat.utime + stat.stime) : undefined;
}

/** Pids of a process and all its descendants, from a list of parsed stat lines. */
export function descendantsOf(pid, stats) {
  const children = new Map();
  for (const s of stats) {
    if (!children.has(s.ppid)) children.set(s.ppid, []);
    children.get(s.ppid).push(s.pid);
  }
  const found = [];
  const queue = [Number(pid)];
  while (queue.length) {
    const next = queue.shift();
    found.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return found;
}

/** The ms of a parsed stat line: utime + stime, or stime alone for `part` 'system'. */
export const statMs = (stat, part = 'all') =>
  ticksToMs(part === 'system' ? stat.stime : stat.utime + stat.stime);

/**
 * CPU ms of a process and its descendants, each by pid (so that a process that ends is seen);
 * `part` 'system' counts the time in the kernel alone.
 */
export function treeCpuMs(pid, part = 'all') {
  const stats = allStats();
  const pids = new Set(descendantsOf(pid, stats));
  const byPid = {};
  for (const s of stats) if (pids.has(s.pid)) byPid[s.pid] = statMs(s, part);
  return byPid;
}

/** CPU ms of every process whose command (comm) is `command`, by pid. */
export function commandCpuMs(command) {
  const byPid = {};
  for (const s of allStats()) if (s.command === command) byPid[s.pid] = ticksToMs(s.utime + s.stime);
  return byPid;
}

/**
 * CPU ms spent between two by-pid readings: processes present in both count their difference,
 * processes that appeared count all of theirs (a backend opened during the run). A process that
 * ended during the run is lost (its time goes to no one we can read): the count is a lower bound.
 */
export function cpuDelta(before, after) {
  let ms = 0;
  for (const [pid, value] of Object.entries(after)) ms += value - (before[pid] ?? 0);
  return ms;
}

function cmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}

/**
 * PostgreSQL's processes by pid, with their CPU ms, split the way their titles tell:
 * `database` — backends connected to that database ("postgres: 15/main: role db host …"), and
 * `all` — every postgres process on this host (other clusters, other databases, the WAL writer,
 * checkpointer and autovacuum included). `part` 'system' counts the time in the kernel alone.
 */
export function postgresCpuMs(database, part = 'all') {
  const all = {};
  const ofDatabase = {};
  for (const s of allStats()) {
    if (s.command !== 'postgres') continue;
    const ms = statMs(s, part);
    all[s.pid] = ms;
    if (database && backendDatabase(cmdline(s.pid)) === database) ofDatabase[s.pid] = ms;
  }
  return { all, database: ofDatabase };
}

/** The database of a backend's process title ("postgres: 15/main: role db 127.0.0.1(5) idle"). */
export function backendDatabase(title) {
  const match = /^postgres: (?:[^:]+: )?([^\s:]+) (\S+) (?:\S+\(\d+\)|\[local\])/.exec(title);
  if (!match) return undefined;
  // Auxiliary processes ("postgres: 15/main: checkpointer") have no role and database.
  return match[2];
}
