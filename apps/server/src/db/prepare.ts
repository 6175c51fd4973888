import { loadContent } from '../modules/content/load-content';
import { seedContent } from '../modules/content/seed-content';
import type { DatabaseHandle } from './client';

/** Migrates the schema and loads the seed content, one instance at a time. */
export async function prepareDatabase(handle: DatabaseHandle, contentDir: string): Promise<void> {
  const content = loadContent(contentDir);
  await handle.withStartupLock(async () => {
    await handle.migrate();
    await seedContent(handle.db, content);
  });
}
