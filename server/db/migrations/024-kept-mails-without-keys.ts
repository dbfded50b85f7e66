import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The mails kept before the kept copy named its recipient's links in words
 * (docs/decisions/049-kept-mails-without-keys.md): every `mail_outbox.sent_body` still holding a
 * withdraw, "Your data" or invitation link has it replaced by the words the mail layout now
 * writes. The words and the links' shapes are written out here, as they were when this migration
 * was made, so it does the same whatever the layout says later. Nothing to undo: a link taken out
 * is not put back.
 */

/** Each link that acts for its recipient, by its path, and what a kept copy calls it. */
const actingPaths: readonly [path: string, keptAs: string][] = [
  ['/withdraw', 'her withdraw link'],
  ['/your-data/view', 'her “Your data” link'],
  ['/admin/join', 'her invitation link'],
];

const address = String.raw`https?://[^\s"'<>]*?`;
const tokenQuery = String.raw`\?token=[^\s"'<>]*`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

function keptWords(keptAs: string): string {
  return `[${keptAs}: only in the mail she received]`;
}

/** `&`, `<`, `>` and quotes as the layout escapes them. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/gu,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );
}

/** The text part: each such link becomes its words. */
export function keptText(text: string): string {
  return actingPaths.reduce(
    (kept, [path, keptAs]) =>
      kept.replace(
        new RegExp(`${address}${escapeRegExp(path)}${tokenQuery}`, 'gu'),
        keptWords(keptAs),
      ),
    text,
  );
}

/** The HTML part: each such link's anchor becomes its label in a box that opens nothing, and its words. */
export function keptHtml(html: string): string {
  const anchors = actingPaths.reduce(
    (kept, [path, keptAs]) =>
      kept.replace(
        new RegExp(
          `<a\\b[^>]*\\bhref="${address}${escapeRegExp(path)}${tokenQuery}"[^>]*>([^<]*)</a>`,
          'gu',
        ),
        (anchor, label: string) =>
          `<span class="mail-kept mail-muted" style="display:inline-block;padding:${anchor.includes('class="mail-button"') ? '10px 20px' : '2px 8px'};border:2px dashed #dfdce7;border-radius:8px;color:#575568;font-weight:600;">${label}</span><br><span class="mail-muted" style="display:inline-block;margin-top:6px;font-size:14px;color:#575568;">${escapeHtml(keptWords(keptAs))}</span>`,
      ),
    html,
  );
  // Any such address left outside an anchor goes too.
  return keptText(anchors);
}

/** A stored `sent_body` (JSON) without its recipient's links; the same text when it has none. */
export function keptSentBody(sentBody: string): string {
  const body = JSON.parse(sentBody) as { text?: unknown; html?: unknown };
  const kept = {
    ...body,
    ...(typeof body.text === 'string' ? { text: keptText(body.text) } : {}),
    ...(typeof body.html === 'string' ? { html: keptHtml(body.html) } : {}),
  };
  return JSON.stringify(kept);
}

const batch = 500;

export function keptMailsWithoutKeysMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const outbox = db as unknown as Kysely<{
        mail_outbox: { id: number; sent_body: string | null };
      }>;
      let after = 0;
      for (;;) {
        const rows = await outbox
          .selectFrom('mail_outbox')
          .select(['id', 'sent_body'])
          .where('id', '>', after)
          .where('sent_body', 'like', '%token=%')
          .orderBy('id')
          .limit(batch)
          .execute();
        for (const row of rows) {
          const kept = keptSentBody(row.sent_body!);
          if (kept !== row.sent_body) {
            await outbox
              .updateTable('mail_outbox')
              .set({ sent_body: kept })
              .where('id', '=', row.id)
              .execute();
          }
        }
        if (rows.length < batch) return;
        after = Number(rows.at(-1)!.id);
      }
    },
    async down() {},
  };
}
