/**
 * `ADMIN_PASSWORD=… npm run admin:create -- EMAIL` creates an admin account, or resets the
 * password of an existing one (same DATABASE_URL as the server). Without ADMIN_PASSWORD and
 * with a terminal attached, it asks for the password without echoing it.
 */
import { createInterface } from 'node:readline';
import { AccountError, createOrResetAdmin } from '#server/organisers/accounts.ts';
import { minimumPasswordLength } from '#schemas/organisers/organisers.ts';
import { createDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { loadEnv } from '#server/env.ts';

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let asked = false;
    output._writeToOutput = (text: string) => {
      // Echo the question once, then nothing of what is typed.
      if (!asked) {
        process.stdout.write(text);
        asked = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!process.stdin.isTTY) {
    throw new AccountError('Set ADMIN_PASSWORD (no terminal is attached to ask for it).');
  }
  const first = await askHidden(`Password (at least ${minimumPasswordLength} characters): `);
  const second = await askHidden('Repeat the password: ');
  if (first !== second) throw new AccountError('The two passwords differ.');
  return first;
}

async function main() {
  const email = process.argv[2];
  if (!email) {
    throw new AccountError('Usage: ADMIN_PASSWORD=… npm run admin:create -- EMAIL');
  }
  const env = loadEnv();
  const password = await readPassword();
  const database = createDatabase(env.database);
  try {
    await migrateToLatest(database);
    const outcome = await createOrResetAdmin(database, email, password);
    console.log(
      outcome === 'created'
        ? `Created the admin account ${email.trim().toLowerCase()}.`
        : `Reset the password of ${email.trim().toLowerCase()} and signed out its sessions.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
