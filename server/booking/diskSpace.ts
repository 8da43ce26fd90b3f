import { statfs } from 'node:fs/promises';

/**
 * True when `folder`'s disk would keep at least `reserveBytes` free after `bytes` more, written
 * about three times over (the database's log, the database, the business's copy in the outbox).
 * A folder that does not exist (PostgreSQL and SMTP keep nothing there) leaves the answer to the write itself.
 */
export async function diskHasRoom(folder: string, bytes: number, reserveBytes: number): Promise<boolean> {
  try {
    const disk = await statfs(folder);
    return disk.bavail * disk.bsize - 3 * bytes >= reserveBytes;
  } catch {
    return true;
  }
}
