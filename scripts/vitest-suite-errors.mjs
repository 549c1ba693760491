// A vitest reporter that writes the errors no test carries, per file: a failed beforeAll/afterAll
// or a file that failed to load. The JSON reporter leaves them out (its file `message` is empty),
// and CI keeps only the end of the log, so `npm test` prints them again in its summary. It writes
// beside the JSON report: `<outputFile.json>.suite-errors.json`.
import { writeFileSync } from 'node:fs';

export default class SuiteErrorsReporter {
  onInit(vitest) {
    const output = vitest.config.outputFile;
    const json = typeof output === 'string' ? output : output?.json;
    this.file = json ? `${json}.suite-errors.json` : undefined;
  }

  onTestRunEnd(testModules, unhandledErrors) {
    if (!this.file) return;
    const text = (error) => error.stack ?? error.message ?? String(error);
    const byFile = {};
    for (const testModule of testModules) {
      const errors = [
        ...testModule.errors(),
        ...[...testModule.children.allSuites()].flatMap((suite) => suite.errors()),
      ].map(text);
      if (errors.length) byFile[testModule.moduleId] = errors;
    }
    if (unhandledErrors.length) byFile['(unhandled errors)'] = unhandledErrors.map(text);
    writeFileSync(this.file, JSON.stringify(byFile));
  }
}
