import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/database.ts';
import { scrubErasedValues } from '#server/db/scrub-erased-values.ts';
import { tablesAnonymisedWith } from './anonymise.ts';

/**
 * After an erasure or a retention run has committed: the tables whose rows it anonymised, and
 * those it clears with them, keep no readable copy in the database's files
 * (docs/decisions/053). What could not be done is logged; the erasure
 * stands either way.
 */
export async function scrubAfterErasure(
  database: Database,
  tables: Iterable<string>,
  log: Pick<FastifyBaseLogger, 'warn'> | undefined,
): Promise<void> {
  const outcome = await scrubErasedValues(database, tablesAnonymisedWith(tables));
  if (!outcome.scrubbed) {
    log?.warn(
      { event: 'erasure.scrub', reason: outcome.reason },
      'erased values may stay in the database files until the next erasure or retention run',
    );
  }
}
