import { loadContent } from '../modules/content/load-content';
import { seedContentIfChanged } from '../modules/content/seed-content';
import type { DatabaseHandle } from './client';

/**
 * Migrates the schema and loads the seed content, one instance at a time. The content is always
 * validated (a broken file stops the start-up) but written only when it changed.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  contentDir: string,
): Promise<{ contentSeeded: boolean }> {
  const content = loadContent(contentDir);
  return handle.withStartupLock(async () => {
    await handle.migrate();
    return { contentSeeded: await seedContentIfChanged(handle.db, content) };
  });
}
