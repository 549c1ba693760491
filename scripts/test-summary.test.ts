// The summary of `npm test`: skips are named with their reason, and a CI run that never reached
// PostgreSQL fails.
import { describe, expect, it } from 'vitest';
import {
  isCi,
  mergeSkips,
  NO_DATABASE_URL,
  POSTGRES_STEPS,
  playwrightSkipsByFile,
  skippedSteps,
  summarize,
  vitestSkipsByFile,
} from './test-summary.mjs';

const totals = { passed: 10, failed: 0, skipped: 2 };
const withoutDatabase = POSTGRES_STEPS.map((step) => ({ step, reason: NO_DATABASE_URL }));

describe('npm test summary', () => {
  it('counts CI as set when CI holds anything but the empty string', () => {
    expect(isCi({ CI: 'true' })).toBe(true);
    expect(isCi({ CI: '1' })).toBe(true);
    expect(isCi({ CI: '' })).toBe(false);
    expect(isCi({})).toBe(false);
  });

  it('lists the PostgreSQL steps as skipped only without TEST_DATABASE_URL, and only those asked for', () => {
    expect(skippedSteps({})).toEqual(withoutDatabase);
    expect(skippedSteps({ TEST_DATABASE_URL: 'postgres://ci@127.0.0.1/postgres' })).toEqual([]);
    expect(skippedSteps({}, (step) => step === 'pods')).toEqual([{ step: 'pods', reason: NO_DATABASE_URL }]);
  });

  it('fails a CI run whose PostgreSQL steps were skipped, and says so', () => {
    const summary = summarize({
      totals,
      failedSteps: [],
      skippedSteps: withoutDatabase,
      skipsByFile: {},
      ci: true,
    });
    expect(summary.exitCode).toBe(1);
    expect(summary.lines).toContain(
      `CI run without PostgreSQL: api-postgres, cluster, pods did not run (${NO_DATABASE_URL}); failing the run`,
    );
    expect(summary.lines).toContain('All steps that ran passed');
    expect(summary.lines.at(-1)).toBe(
      'Tests: 10 passed, 0 failed, 2 skipped; steps not run: api-postgres, cluster, pods',
    );
  });

  it('passes the same run outside CI, naming the skipped steps and why', () => {
    const summary = summarize({
      totals,
      failedSteps: [],
      skippedSteps: withoutDatabase,
      skipsByFile: {},
      ci: false,
    });
    expect(summary.exitCode).toBe(0);
    expect(summary.lines[0]).toBe(`Skipped steps: api-postgres, cluster, pods (${NO_DATABASE_URL})`);
    expect(summary.lines.join('\n')).not.toMatch(/failing the run/);
  });

  it('passes a CI run that ran every step, and fails any run with a failed step', () => {
    const complete = { totals, skippedSteps: [], skipsByFile: {}, ci: true };
    expect(summarize({ ...complete, failedSteps: [] })).toEqual({
      exitCode: 0,
      lines: ['All steps passed', 'Tests: 10 passed, 0 failed, 2 skipped'],
    });
    const failed = summarize({ ...complete, failedSteps: ['lint'] });
    expect(failed.exitCode).toBe(1);
    expect(failed.lines).toContain('Failed steps: lint');
  });

  it('counts skipped tests per file from vitest and Playwright reports, with the reasons given', () => {
    const vitestReport = {
      testResults: [
        {
          name: '/repo/apps/api/test/pgbouncer.test.ts',
          assertionResults: [{ status: 'skipped' }, { status: 'pending' }, { status: 'passed' }],
        },
        { name: '/repo/scripts/cluster.test.ts', assertionResults: [{ status: 'todo' }] },
        { name: '/repo/scripts/other.test.ts', assertionResults: [{ status: 'passed' }] },
      ],
    };
    const playwrightReport = {
      suites: [
        {
          suites: [
            {
              specs: [
                {
                  file: 'checkout.spec.ts',
                  tests: [
                    { status: 'skipped', annotations: [{ type: 'skip', description: 'needs SumUp' }] },
                    { status: 'skipped', annotations: [] },
                    { status: 'expected', annotations: [] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    const skips = mergeSkips(
      vitestSkipsByFile(vitestReport, '/repo'),
      playwrightSkipsByFile(playwrightReport),
    );
    expect(skips).toEqual({
      'apps/api/test/pgbouncer.test.ts': { count: 2, reasons: [] },
      'scripts/cluster.test.ts': { count: 1, reasons: [] },
      'checkout.spec.ts': { count: 2, reasons: ['needs SumUp'] },
    });
    const { lines } = summarize({ totals, failedSteps: [], skippedSteps: [], skipsByFile: skips, ci: false });
    expect(lines.slice(0, 4)).toEqual([
      'Skipped tests:',
      '  apps/api/test/pgbouncer.test.ts: 2',
      '  checkout.spec.ts: 2 (needs SumUp)',
      '  scripts/cluster.test.ts: 1',
    ]);
  });
});
