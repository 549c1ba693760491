// The /proc helpers of scripts/proc-cpu.mjs that the checkout benchmark's CPU-per-order figures
// rest on: a stat line's utime and stime (commands with spaces and parentheses included), the
// process tree, and the before/after difference with processes that appeared during the run.
import { describe, expect, it } from 'vitest';
import {
  backendDatabase,
  cpuDelta,
  descendantsOf,
  parseProcStat,
  processCpuMs,
  statMs,
  ticksToMs,
  treeCpuMs,
} from './proc-cpu.mjs';

const line = (pid: number, comm: string, ppid: number, utime: number, stime: number) =>
  `${pid} (${comm}) S ${ppid} ${pid} ${pid} 0 -1 4194560 2051 0 0 0 ${utime} ${stime} 0 0 20 0 11 0 1234 1000 100`;

describe('parseProcStat', () => {
  it('reads pid, command, parent and the user and system ticks', () => {
    expect(parseProcStat(line(4242, 'node', 1, 150, 25))).toEqual({
      pid: 4242,
      command: 'node',
      state: 'S',
      ppid: 1,
      utime: 150,
      stime: 25,
    });
  });

  it('counts fields from the last parenthesis, so a command with spaces and ")" is read whole', () => {
    const stat = parseProcStat(line(7, 'a (weird) name', 3, 9, 4));
    expect(stat.command).toBe('a (weird) name');
    expect(stat).toMatchObject({ ppid: 3, utime: 9, stime: 4 });
  });

  it('refuses what is not a stat line', () => {
    expect(() => parseProcStat('hello')).toThrow();
    expect(() => parseProcStat('1 (x) S 0')).toThrow();
  });
});

describe('the process tree and the difference', () => {
  it('finds every descendant of a process', () => {
    const stats = [
      line(10, 'npm', 1, 0, 0),
      line(11, 'sh', 10, 0, 0),
      line(12, 'node', 11, 0, 0),
      line(13, 'x', 1, 0, 0),
    ].map(parseProcStat);
    expect(descendantsOf(10, stats).sort()).toEqual([10, 11, 12]);
  });

  it('counts a process that appeared during the run whole', () => {
    expect(cpuDelta({ 1: 100, 2: 50 }, { 1: 130, 2: 50, 3: 20 })).toBe(50);
  });

  it('turns clock ticks into milliseconds and reads this process', () => {
    expect(ticksToMs(150)).toBe(1500);
    expect(processCpuMs(process.pid)).toBeGreaterThanOrEqual(0);
    expect(processCpuMs(2 ** 30)).toBeUndefined();
  });

  it("counts user and kernel time together, or the kernel's alone", () => {
    const stat = parseProcStat(line(4242, 'node', 1, 150, 25));
    expect(statMs(stat)).toBe(1750);
    expect(statMs(stat, 'system')).toBe(250);
  });

  it("reads a process tree's time in the kernel apart, never more than its whole time", () => {
    const whole = treeCpuMs(process.pid);
    const kernel = treeCpuMs(process.pid, 'system');
    expect(Object.keys(kernel)).toEqual(Object.keys(whole));
    for (const [pid, ms] of Object.entries(kernel)) {
      expect(ms).toBeGreaterThanOrEqual(0);
      expect(ms).toBeLessThanOrEqual(whole[pid] as number);
    }
  });
});

describe('backendDatabase', () => {
  it("reads the database from a backend's process title", () => {
    expect(backendDatabase('postgres: 15/main: storefleet_ci_app bench_db 127.0.0.1(51234) idle')).toBe(
      'bench_db',
    );
    expect(backendDatabase('postgres: app shop [local] SELECT')).toBe('shop');
  });

  it('gives nothing for auxiliary processes', () => {
    expect(backendDatabase('postgres: 15/main: checkpointer')).toBeUndefined();
    expect(backendDatabase('postgres: 15/main: autovacuum launcher')).toBeUndefined();
    expect(
      backendDatabase('/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main'),
    ).toBeUndefined();
  });
});
