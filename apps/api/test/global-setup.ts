// Migrates one template database for the whole run; every test file then starts from a copy of it
// instead of migrating again (PGlite: a data-dir dump; PostgreSQL: CREATE DATABASE … TEMPLATE).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, pgliteExtensions } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { appUrlOf, testDatabaseUrl } from './config.ts';
import { dropTestDatabase } from './drop-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = testDatabaseUrl;
  if (serverUrl) {
    const name = `sf_template_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // Migrated as the owner, which grants the runtime role (when one is given): copies keep both.
    const database = openPostgres(appUrlOf(url.toString()), { max: 1, migrationUrl: url.toString() });
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await dropTestDatabase(admin, name);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'storefleet-template-'));
  const client = await PGlite.create({ extensions: await pgliteExtensions() });
  const database = await openPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
