import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noImportCycle from './eslint-rules/no-import-cycle.js';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.react-router/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, local: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.node.json' }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // import-x/no-cycle skips type-only imports and has no option to count them: this rule
      // counts every import (eslint-rules/no-import-cycle.js).
      'local/no-import-cycle': 'error',
      'import-x/no-unresolved': ['error', { ignore: ['^\\./\\+types/', '\\?url$'] }],
      // Imports flow one way, so shared data never depends on what renders or serves it:
      // schemas/ and content/ → app/ and server/, never back; app/ and server/ never import
      // each other; components/ui imports no site code.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './schemas', from: ['./app', './server'] },
            { target: './content', from: ['./app', './server'] },
            { target: './app', from: './server' },
            { target: './server', from: './app' },
            {
              target: './app/components/ui',
              from: './app',
              except: ['./components/ui', './lib'],
            },
            // server/ in layers, lowest first; a layer imports only from itself and the layers
            // below it, type-only imports too (docs/decisions/028-server-layers.md):
            //   1. db/: the database (connection, table types, migrations, submission rows); below
            //      it only env.ts and runtime.ts, which import nothing of server/.
            //   1b. events/ (its own files, not events/organising/): the stored events, read
            //      through db/ (docs/decisions/035-events-are-data.md); the mails and everything
            //      above may read them.
            //   1c. media/: the uploaded photos on disk or in a bucket, beside db/
            //      (docs/decisions/040-cover-photos.md); events/ and everything above may use them.
            //   1d. check-in/: the guests' check-in codes and their arrivals at an event's door,
            //      read and written through db/ and events/, the codes signed with the app secret's
            //      key (signed-tokens.ts; docs/decisions/064-check-in-codes.md); the mails (a
            //      guest's code) and everything above may use them.
            //   2. mail/: what the mails say, the outbox and its worker; beside db/, events/ and
            //      check-in/ it uses only the environment, the rate limiter and the mails' links
            //      (withdraw, "Your data", feedback).
            //   3. What the organiser's and the visitor's requests do, one folder per concern:
            //      applications/, events/organising/, organisers/, privacy/, attendance/,
            //      feedback/, pages/, http/, and the modules at server/'s top.
            //   4. routes/: HTTP.
            //   5. app.ts and index.ts: the server put together, and started.
            {
              target: './server/db',
              from: './server',
              except: ['./db', './env.ts', './runtime.ts'],
            },
            {
              target: './server/media',
              from: './server',
              except: ['./media', './env.ts', './runtime.ts'],
            },
            {
              target: './server/events/*.ts',
              from: './server',
              except: ['./events', './db', './media', './env.ts', './runtime.ts'],
            },
            {
              target: './server/check-in',
              from: './server',
              except: [
                './check-in',
                './events',
                './db',
                './media',
                './env.ts',
                './runtime.ts',
                './signed-tokens.ts',
              ],
            },
            {
              target: './server/mail',
              from: './server',
              except: [
                './mail',
                './check-in',
                './events',
                './db',
                './env.ts',
                './http/rate-limit.ts',
                './applications/withdraw-link.ts',
                './privacy/your-data-link.ts',
                './feedback/feedback-link.ts',
              ],
            },
            // events/organising/ sits in layer 3, inside the folder of layer 1b: the layers below
            // it may not import it, though their zones let them import events/.
            {
              target: [
                './server/events/*.ts',
                './server/media',
                './server/check-in',
                './server/mail',
              ],
              from: './server/events/organising',
            },
            {
              target: [
                './server/applications',
                './server/events/organising',
                './server/organisers',
                './server/privacy',
                './server/attendance',
                './server/feedback',
                './server/pages',
                './server/http',
                './server/!(app|index|*.test).ts',
              ],
              from: ['./server/routes', './server/app.ts', './server/index.ts'],
            },
            { target: './server/routes', from: ['./server/app.ts', './server/index.ts'] },
            // schemas/ by domain, in layers as server/ is; each folder imports, of schemas/, only from
            // itself and the layers below it (docs/decisions/028-server-layers.md):
            //   1. shared/ (primitives: stored text, a stable hash), submissions/ (the tables the
            //      forms write and their fields) and artwork/.
            //   2. events/ (its own files and calendar/, not events/organising/): the stored event.
            //   3. One folder per concern: applications/, events/organising/, organisers/, mail/,
            //      privacy/, forms/, check-in/, feedback/.
            //   4. pages/: what the pages get (an event page's view, its JSON-LD, share images,
            //      hydration).
            { target: './schemas/shared', from: './schemas', except: ['./shared'] },
            {
              target: './schemas/submissions',
              from: './schemas',
              except: ['./submissions', './shared'],
            },
            { target: './schemas/artwork', from: './schemas', except: ['./artwork', './shared'] },
            {
              target: ['./schemas/events/*.ts', './schemas/events/calendar'],
              from: './schemas',
              except: ['./events', './shared', './submissions', './artwork'],
            },
            {
              target: ['./schemas/events/*.ts', './schemas/events/calendar'],
              from: './schemas/events/organising',
            },
            {
              target: [
                './schemas/applications',
                './schemas/events/organising',
                './schemas/organisers',
                './schemas/mail',
                './schemas/privacy',
                './schemas/forms',
                './schemas/check-in',
                './schemas/feedback',
              ],
              from: './schemas/pages',
            },
            // app/features/admin/ by what the organiser does there, in layers:
            //   1. shared/: what every place uses (the API, the loader, the address, the role, the
            //      frame and its navigation, lists, the pager, chips, the confirm dialog).
            //   2. mail/: the Mail place, the mail reader, a mail shown before it is sent.
            //   3. One folder per place or concern: applications/, events/, guests/, attendance/,
            //      organisers/, privacy/.
            //   4. The modules at its top (admin-app.tsx, places.tsx, admin-places.tsx): the admin
            //      put together.
            {
              target: './app/features/admin/shared',
              from: './app/features/admin',
              except: ['./shared'],
            },
            {
              target: './app/features/admin/mail',
              from: './app/features/admin',
              except: ['./shared', './mail'],
            },
            {
              target: [
                './app/features/admin/applications',
                './app/features/admin/events',
                './app/features/admin/guests',
                './app/features/admin/attendance',
                './app/features/admin/organisers',
                './app/features/admin/privacy',
              ],
              from: './app/features/admin/*.{ts,tsx}',
            },
          ],
        },
      ],
    },
  },
  {
    // docs/decisions/011-no-tailwind-merge-in-the-browser.md: only the tests use tailwind-merge.
    files: ['app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'tailwind-merge',
              message: 'cn is plain clsx: give the component a variant instead of an override.',
            },
          ],
        },
      ],
    },
  },
  {
    // Decision 012: in the browser, zod and the schemas built with it load on demand (a dynamic
    // import in use-submission.ts), never with a page; the field definitions (schemas/submissions/)
    // stay zod-free. The same for the calendar file: the server makes it
    // (server/pages/event-files.ts) and the page only links to it
    // (schemas/events/calendar/calendar-links.ts).
    files: [
      'app/**/*.{ts,tsx}',
      'schemas/submissions/**/*.ts',
      'schemas/events/calendar/calendar-links.ts',
    ],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        ...['zod', '#schemas/forms/submission-schemas.ts'].map((name) => ({
          name,
          allowTypeImports: true,
          message: 'Load validation with loadValidation() (app/features/forms/use-submission.ts).',
        })),
        ...[
          'ical-generator',
          'timezones-ical-library',
          '#schemas/events/calendar/event-calendar.ts',
        ].map((name) => ({
          name,
          allowTypeImports: true,
          message: "Link to the server's .ics file with schemas/events/calendar/calendar-links.ts.",
        })),
        {
          name: '#content/confirmed-guest-details.ts',
          message: 'Kept back for approved guests: only the approval mail (server/mail) reads it.',
        },
      ],
    },
  },
  {
    // One capacity policy (docs/product/rules.md#places-and-the-waitlist): only
    // schemas/applications/event-capacity.ts compares or counts an event's places against its
    // approvals; the page, the approval check, the waitlist, the admin and the mails ask it. A
    // second computation of places left (`places - approved`, `approved >= places`, …) fails the
    // lint.
    files: ['**/*.{ts,tsx}'],
    ignores: ['schemas/applications/event-capacity.ts', '**/*.test.{ts,tsx}', 'tests/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: [
            'BinaryExpression[operator=/^([-*<>]|<=|>=)$/]',
            ':matches(',
            '[left.name=/^(places|approved)$/], [right.name=/^(places|approved)$/],',
            '[left.property.name=/^(places|approved)$/], [right.property.name=/^(places|approved)$/]',
            ')',
          ].join(''),
          message:
            'Places against approvals are the capacity policy’s: ask schemas/applications/event-capacity.ts (through server/events/capacity.ts).',
        },
      ],
    },
  },
  {
    files: ['app/**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['app/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
);
