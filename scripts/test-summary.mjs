// The end of `npm test` (scripts/test.mjs): what was skipped and why, and whether the run fails.
// Pure functions of the reports and the environment, so the decision has tests of its own
// (scripts/test-summary.test.ts).
import path from 'node:path';

/** The steps that need a PostgreSQL server: without TEST_DATABASE_URL they do not run at all. */
export const POSTGRES_STEPS = ['api-postgres', 'cluster', 'pods'];

export const NO_DATABASE_URL = 'TEST_DATABASE_URL is not set';

/**
 * Whether this is a CI run: CI set to anything but the empty string, as CI services set it (and as
 * the Playwright config reads it).
 */
export function isCi(env) {
  return Boolean(env.CI);
}

/**
 * The steps that do not run for want of a database, each with its reason. `wanted(step)` says
 * whether the run asked for the step at all (`npm test lint` asks for lint only): a step left out on
 * purpose is not reported as skipped.
 */
export function skippedSteps(env, wanted = () => true) {
  if (env.TEST_DATABASE_URL) return [];
  return POSTGRES_STEPS.filter(wanted).map((step) => ({ step, reason: NO_DATABASE_URL }));
}

export const SKIPPED_VITEST = new Set(['skipped', 'pending', 'todo']);

/** The skipped tests of a vitest JSON report, counted per file (relative to `root`). */
export function vitestSkipsByFile(report, root) {
  const byFile = {};
  for (const suite of report.testResults ?? []) {
    const skipped = (suite.assertionResults ?? []).filter((test) => SKIPPED_VITEST.has(test.status));
    if (skipped.length) byFile[path.relative(root, suite.name)] = { count: skipped.length, reasons: [] };
  }
  return byFile;
}

/**
 * The skipped tests of a Playwright JSON report, counted per spec file, with the reasons given to
 * test.skip() (its 'skip' annotations) where there are any.
 */
export function playwrightSkipsByFile(report) {
  const byFile = {};
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== 'skipped') continue;
        const entry = entryOf(byFile, spec.file);
        entry.count++;
        for (const note of test.annotations ?? [])
          if (note.type === 'skip' && note.description && !entry.reasons.includes(note.description))
            entry.reasons.push(note.description);
      }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return byFile;
}

/** The entry of `file` in `byFile`, made empty when there is none yet. */
function entryOf(byFile, file) {
  if (!byFile[file]) byFile[file] = { count: 0, reasons: [] };
  return byFile[file];
}

/** Adds the per-file skips of `more` to `into` (a file may appear in several reports). */
export function mergeSkips(into, more) {
  for (const [file, { count, reasons }] of Object.entries(more)) {
    const entry = entryOf(into, file);
    entry.count += count;
    for (const reason of reasons) if (!entry.reasons.includes(reason)) entry.reasons.push(reason);
  }
  return into;
}

/**
 * The summary's lines and the exit code. The run fails when a step failed, and on CI when a
 * PostgreSQL step was skipped: CI must test against PostgreSQL (.ci/run sets TEST_DATABASE_URL),
 * and a green run that never reached it would say otherwise.
 */
export function summarize({ totals, failedSteps, skippedSteps: stepsSkipped, skipsByFile, ci }) {
  const lines = [];
  const byReason = new Map();
  for (const { step, reason } of stepsSkipped) byReason.set(reason, [...(byReason.get(reason) ?? []), step]);
  for (const [reason, steps] of byReason) lines.push(`Skipped steps: ${steps.join(', ')} (${reason})`);
  const files = Object.entries(skipsByFile).sort(([a], [b]) => a.localeCompare(b));
  if (files.length) {
    lines.push('Skipped tests:');
    for (const [file, { count, reasons }] of files)
      lines.push(`  ${file}: ${count}${reasons.length ? ` (${reasons.join('; ')})` : ''}`);
  }
  const postgresSkipped = stepsSkipped.filter(({ step }) => POSTGRES_STEPS.includes(step));
  const ciWithoutPostgres = ci && postgresSkipped.length > 0;
  if (ciWithoutPostgres)
    lines.push(
      `CI run without PostgreSQL: ${postgresSkipped.map(({ step }) => step).join(', ')} did not run ` +
        `(${NO_DATABASE_URL}); failing the run`,
    );
  if (failedSteps.length) lines.push(`Failed steps: ${failedSteps.join(', ')}`);
  else lines.push(stepsSkipped.length ? 'All steps that ran passed' : 'All steps passed');
  const notRun = stepsSkipped.length
    ? `; steps not run: ${stepsSkipped.map(({ step }) => step).join(', ')}`
    : '';
  lines.push(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${notRun}`);
  return { lines, exitCode: failedSteps.length || ciWithoutPostgres ? 1 : 0 };
}
