// The tests' PGlite stores, each a new database in about a second. PGlite's own start makes its database from
// nothing (initdb: 3-6 s of CPU each on these machines, three times that beside the end-to-end specs), so the first
// test to need one keeps an empty database as a template (a tarball of its data folder, by PGlite's version, in
// node_modules/.cache/) and every store after it starts from that copy. The stores are PGlite's all the same.
import { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openSqlTableStore, type TableStore } from './store';

const pgliteDir = dirname(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
const version = (JSON.parse(readFileSync(join(pgliteDir, 'package.json'), 'utf8')) as { version: string }).version;
const templateFile = join(process.cwd(), 'node_modules', '.cache', 'nine-lives', `pglite-${version}-empty.tar`);

let template: Promise<Blob> | null = null;

async function makeTemplate(): Promise<Blob> {
  if (existsSync(templateFile)) return new Blob([readFileSync(templateFile)], { type: 'application/x-tar' });
  const db = await PGlite.create();
  const dump = await db.dumpDataDir('none');
  await db.close();
  mkdirSync(dirname(templateFile), { recursive: true });
  // Written aside, then moved in: a test killed mid-write leaves no half template.
  const partial = `${templateFile}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, templateFile);
  return dump;
}

/** A new, empty table store: in memory, or in `dataDir` (a folder that does not hold one yet). */
export async function freshTableStore(dataDir?: string): Promise<TableStore> {
  template ??= makeTemplate();
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
  let db: PGlite;
  try {
    db = await PGlite.create({ dataDir, loadDataDir: await template });
  } catch {
    // A template that does not load (a damaged cache): PGlite's own start, as the app's server makes one.
    db = await PGlite.create(dataDir);
  }
  return openSqlTableStore(db);
}
