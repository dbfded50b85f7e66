import SqliteDatabase from 'better-sqlite3';
import { e2eDatabasePath } from '../../../playwright.config.ts';

/** An arrival as the server stored it (migration 033). */
export type StoredCheckIn = {
  submission_id: number;
  arrived_at: string;
  walk_in: number;
  device: string | null;
};

/** The arrivals the server stored at event `eventId`'s door, by row. */
export function storedCheckIns(eventId: number): StoredCheckIn[] {
  const connection = new SqliteDatabase(e2eDatabasePath, { readonly: true, fileMustExist: true });
  try {
    return connection
      .prepare(
        `select submission_id, arrived_at, walk_in, device from check_ins
         where event_id = ? order by submission_id`,
      )
      .all(eventId) as StoredCheckIn[];
  } finally {
    connection.close();
  }
}
