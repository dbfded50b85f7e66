import { randomUUID } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import type { EventFormTable } from '#schemas/events/event-document.ts';
import { e2eDatabasePath } from '../../../playwright.config.ts';

/**
 * A guest's arrival at an event's door, stored straight into the server's database as the door
 * records it (`check_ins`, migration 033): for the tests of what comes after the event.
 */
export function storeArrival({
  eventId,
  table,
  id,
  at,
  walkIn = false,
}: {
  eventId: number;
  table: EventFormTable;
  id: number;
  at: string;
  walkIn?: boolean;
}) {
  const connection = new SqliteDatabase(e2eDatabasePath, { fileMustExist: true });
  try {
    connection.pragma('busy_timeout = 5000');
    connection
      .prepare(
        `insert into check_ins
           (event_id, submission_table, submission_id, arrived_at, checked_in_by, walk_in, request_key)
         values (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(eventId, table, id, at, 'door@example.org', walkIn ? 1 : 0, randomUUID());
  } finally {
    connection.close();
  }
}
