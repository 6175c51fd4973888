// Run by build.mjs (bundled to dist/build-pglite-template.js): makes dist/pglite-template, the
// ready-made database that a new PGlite data folder starts from (see pglite-template.ts).
import { defaultTemplateDir, migrationsFolder, openDatabase } from './client';
import { buildTemplate, currentStamp } from './pglite-template';

const started = performance.now();
const built = await buildTemplate(
  defaultTemplateDir(),
  currentStamp(migrationsFolder()),
  async (pgliteDir) => {
    const database = await openDatabase({ pgliteDir, templateDir: false });
    await database.migrate();
    await database.close();
  },
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  built
    ? `PGlite template built in ${seconds} s`
    : 'PGlite template up to date (same PGlite version and migrations)',
);
