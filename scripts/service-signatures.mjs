// One way to write a service (docs/architecture.md, "Layers"): every function a module's
// `*.service.ts` exports takes `ctx` first (a `Ctx` or a `Pick<Ctx, …>`) and then at most one input;
// the store it acts for is `ctx.tenantId`, never a second `tenantId` parameter. Functions handed a
// database or transaction (`fn(db, …)`) live in `*.queries.ts`. `node scripts/service-signatures.mjs`
// prints the counts and the offenders; scripts/service-signatures.test.ts fails on any offender.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const modulesSource = path.join(root, 'apps/api/src/modules');

/** Every `*.service.ts` under the modules, tests left out. */
export function serviceFiles(dir = modulesSource, found = []) {
  for (const name of readdirSync(dir).sort()) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) serviceFiles(file, found);
    else if (name.endsWith('.service.ts') && !name.endsWith('.test.ts')) found.push(file);
  }
  return found;
}

const isExported = (node) => ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export;

/** The parameters of each function a source exports by declaration: name → parameters. */
function declaredFunctions(sourceFile) {
  const functions = new Map();
  for (const statement of sourceFile.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && isExported(statement)) {
      // Overloads: the implementation's parameters are the ones that count.
      functions.set(statement.name.text, statement.parameters);
    } else if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer;
        if (
          ts.isIdentifier(declaration.name) &&
          value &&
          (ts.isArrowFunction(value) || ts.isFunctionExpression(value))
        )
          functions.set(declaration.name.text, value.parameters);
      }
    }
  }
  return functions;
}

/** `export { a, b as c } from './x.ts'`: exported name → { from, name there }. */
function reExports(sourceFile) {
  const found = [];
  for (const statement of sourceFile.statements) {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly || !statement.moduleSpecifier) continue;
    const clause = statement.exportClause;
    if (!clause || !ts.isNamedExports(clause)) continue;
    for (const element of clause.elements) {
      if (element.isTypeOnly) continue;
      found.push({
        name: element.name.text,
        from: statement.moduleSpecifier.text,
        as: (element.propertyName ?? element.name).text,
      });
    }
  }
  return found;
}

const parse = (file, text) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

/**
 * The shape of one parameter list: `ctx` (first parameter named ctx or typed `Ctx`), `pick`
 * (typed `Pick<Ctx, …>`), `db` (named db/tx or typed `Db`), or `other` (a pure helper, or none).
 */
export function shapeOf(parameters) {
  const first = parameters[0];
  if (!first) return 'other';
  const name = ts.isIdentifier(first.name) ? first.name.text : '';
  const type = first.type ? first.type.getText().replace(/\s+/g, ' ') : '';
  if (/^Pick<\s*Ctx\b/.test(type)) return 'pick';
  if (type === 'Ctx' || name === 'ctx') return 'ctx';
  if (type === 'Db' || name === 'db' || name === 'tx') return 'db';
  return 'other';
}

/** Whether a parameter hands the function the database: ctx, a Db, or an object carrying one. */
function reachesDatabase(parameter) {
  const name = ts.isIdentifier(parameter.name) ? parameter.name.text : '';
  const type = parameter.type ? parameter.type.getText() : '';
  return ['ctx', 'db', 'tx'].includes(name) || /\b(Ctx|Db)\b/.test(type);
}

/**
 * What is wrong with one exported function's parameters: a list of reasons, empty when none. A
 * pure function (nothing reaches the database: no ctx, no Db) is a rule or a helper beside the
 * services, such as VAT arithmetic or a template, and may take what it needs.
 */
export function problemsOf(parameters) {
  const problems = [];
  const shape = shapeOf(parameters);
  if (shape === 'db') problems.push('takes a database handle first (belongs in a *.queries.ts)');
  else if (shape === 'other' && parameters.some(reachesDatabase)) problems.push('does not take ctx first');
  const names = parameters.slice(1).map((p) => (ts.isIdentifier(p.name) ? p.name.text : ''));
  if (shape !== 'other' && names.includes('tenantId')) {
    problems.push('takes the store again as a tenantId parameter');
  }
  if (shape !== 'other' && names.length > 1) {
    problems.push('takes more than one input after ctx (one value or one object)');
  }
  return problems;
}

/**
 * Every function exported by the given service sources (file → text), re-exports followed into the
 * file they name when `readSource` can read it: { file, name, shape, inputs, problems }.
 */
export function checkServices(sources, readSource = (file) => readFileSync(file, 'utf8')) {
  const results = [];
  for (const [file, text] of sources) {
    const sourceFile = parse(file, text);
    const add = (name, parameters) =>
      results.push({
        file,
        name,
        shape: shapeOf(parameters),
        inputs: Math.max(0, parameters.length - 1),
        problems: problemsOf(parameters),
      });
    for (const [name, parameters] of declaredFunctions(sourceFile)) add(name, parameters);
    for (const { name, from, as } of reExports(sourceFile)) {
      if (!from.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), from);
      let targetText;
      try {
        targetText = readSource(target);
      } catch {
        continue;
      }
      const parameters = declaredFunctions(parse(target, targetText)).get(as);
      if (parameters) add(name, parameters);
    }
  }
  return results;
}

/** The check over the repository's service files, names relative to the modules folder. */
export function checkRepository() {
  const sources = serviceFiles().map((file) => [file, readFileSync(file, 'utf8')]);
  return checkServices(sources).map((result) => ({
    ...result,
    file: path.relative(modulesSource, result.file).split(path.sep).join('/'),
  }));
}

export const describeOffender = ({ file, name, problems }) => `${file} ${name}: ${problems.join('; ')}`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = checkRepository();
  const count = (predicate) => results.filter(predicate).length;
  const offenders = results.filter((result) => result.problems.length > 0);
  console.log(`${results.length} exported service functions in ${serviceFiles().length} files`);
  console.log(
    `first parameter: ctx ${count((r) => r.shape === 'ctx')}, Pick<Ctx> ${count((r) => r.shape === 'pick')}, ` +
      `db ${count((r) => r.shape === 'db')}, other ${count((r) => r.shape === 'other')}`,
  );
  console.log(`taking tenantId besides ctx: ${count((r) => r.problems.some((p) => p.includes('tenantId')))}`);
  console.log(`taking more than one input after ctx: ${count((r) => r.shape !== 'other' && r.inputs > 1)}`);
  console.log(`${offenders.length} offender(s)`);
  for (const offender of offenders) console.log(`  ${describeOffender(offender)}`);
}
