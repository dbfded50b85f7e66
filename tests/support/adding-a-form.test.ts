import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * docs/adding-a-form.md, followed: a made-up form (`mentor_offers`, an enquiry: a name, an email
 * and a long text, on the Mentorship page) is added to the project in memory, file by file as the
 * guide's steps list them, and the TypeScript compiler is asked what it makes of it
 * (docs/decisions/074-a-form-in-six-files.md). The edits are this test's; the guide's list of
 * files, and what it says demands each, are checked against them:
 *
 * - with every step, nothing fails to compile: the compiler demands no file the guide leaves out;
 * - without any one step the guide says the compiler demands, something fails to compile;
 * - a step the compiler cannot know of names the test that demands it, and that test exists;
 * - the steps take at most six code files and a migration.
 */

const root = path.join(import.meta.dirname, '..', '..');
const guide = readFileSync(path.join(root, 'docs/adding-a-form.md'), 'utf8');

type GuideStep = {
  number: number;
  /** Paths, or patterns with a `<placeholder>` (`app/routes/<page>.tsx`) and `NNN`. */
  files: string[];
  demandedBy: 'the compiler' | { test: string; title: string };
};

/** The table of docs/adding-a-form.md#the-steps, one step a row. */
function guideSteps(): GuideStep[] {
  const section = guide.slice(guide.indexOf('\n## The steps'));
  const rows = section
    .slice(0, section.indexOf('\n## ', 1))
    .split('\n')
    .filter((line) => /^\|\s*\d+\s*\|/.test(line));
  return rows.map((row) => {
    const [number, files, , demandedBy] = row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const test = /^`([^`]+\.test\.tsx?)`: "([^"]+)"$/.exec(demandedBy!);
    if (demandedBy !== 'the compiler' && !test) {
      throw new Error(`step ${number}: "${demandedBy}" is neither the compiler nor a named test`);
    }
    return {
      number: Number(number),
      files: [...files!.matchAll(/`([^`]+)`/g)].map(([, file]) => file!),
      demandedBy: test ? { test: test[1]!, title: test[2]! } : 'the compiler',
    };
  });
}

function matches(pattern: string, file: string): boolean {
  const source = pattern
    .split(/(<[a-z-]+>|NNN)/)
    .map((part) =>
      part === 'NNN'
        ? '\\d{3}'
        : /^<[a-z-]+>$/.test(part)
          ? '[a-z0-9-]+'
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`).test(file);
}

/** Text put into a file, after or before a passage it holds once. */
type Edit = { after: string; insert: string } | { before: string; insert: string };
type FileChange = { file: string; edits: readonly Edit[] } | { file: string; create: string };

const migrationNumber = String(
  Math.max(
    ...readdirSync(path.join(root, 'server/db/migrations'))
      .map((name) => Number(/^(\d{3})-/.exec(name)?.[1] ?? 0))
      .filter(Boolean),
  ) + 1,
).padStart(3, '0');
const migrationName = `${migrationNumber}-mentor-offers`;

/** The made-up form, file by file. */
const changes: readonly FileChange[] = [
  {
    file: 'schemas/submissions/submission-forms.ts',
    edits: [
      {
        after: 'export const submissionForms = {\n',
        insert: `  mentor_offers: defineSubmissionForm({
    table: 'mentor_offers',
    noun: 'mentor offer',
    reviewKind: 'enquiry',
    retention: { months: 24, from: 'last-change' },
    fields: {
      name,
      email,
      offer: longTextField({ label: 'What would you like to offer as a mentor?' }),
    },
    context: {},
  }),
`,
      },
    ],
  },
  {
    file: 'schemas/applications/admin-views.ts',
    edits: [
      {
        after: 'export const adminViews: { [T in SubmissionTable]: AdminViewOf<T> } = {\n',
        insert: `  mentor_offers: {
    table: 'mentor_offers',
    group: 'Enquiries',
    title: 'Mentor Offers',
    plural: 'offers',
    singular: 'offer',
    sender: 'the sender',
    columns: [name, email, { key: 'offer', label: 'Offer', kind: 'long-text' }, date],
    csvColumns: [name, email, { key: 'offer', label: 'Offer', kind: 'long-text' }, enquiryDate, ...reviewCsv],
    csvName: 'mentor-offers',
    searchColumns: ['name', 'email'],
    emptyText: 'No offers found matching your criteria.',
  },
`,
      },
    ],
  },
  {
    file: 'content/privacy-notice.ts',
    edits: [
      {
        after: 'export const formPurposes: Record<SubmissionTable, FormPurpose> = {\n',
        insert: `  mentor_offers: {
    name: 'Offers to mentor',
    purpose: 'to answer your offer and, if you agree, to introduce you to the women you could mentor.',
    basis: answeringBasis,
  },
`,
      },
    ],
  },
  {
    file: 'content/form-notices.ts',
    edits: [
      {
        after: 'export const formNotices = {\n',
        insert: `  mentorOffer: withDefaultErrors({
    title: 'Thank you for your offer!',
    description: "We'll get back to you soon.",
  }),
`,
      },
    ],
  },
  {
    file: 'content/page-forms.ts',
    edits: [
      {
        after: 'export const pageForms = {\n',
        insert: `  mentorOffer: {
    table: 'mentor_offers',
    notices: formNotices.mentorOffer,
    submitLabel: 'Offer to Mentor',
  },
`,
      },
    ],
  },
  {
    file: 'app/routes/mentorship.tsx',
    edits: [
      {
        before: "import { careerGuides } from '#content/career-guides.ts';\n",
        insert: `import { pageForms } from '#content/page-forms.ts';
import { SubmissionForm } from '#app/features/forms/submission-form.tsx';
import { pageFormAction } from '#app/features/forms/page-form-action.ts';
import { useActionData } from 'react-router';
`,
      },
      {
        before: 'export default function Mentorship() {',
        insert: 'export const action = pageFormAction(() => [pageForms.mentorOffer]);\n\n',
      },
      {
        after: 'export default function Mentorship() {\n',
        insert: '  const actionData = useActionData<typeof action>();\n',
      },
      {
        before: '\n    </>\n  );\n}',
        insert: '\n      <SubmissionForm {...pageForms.mentorOffer} answer={actionData} />',
      },
    ],
  },
  {
    file: `server/db/migrations/${migrationName}.ts`,
    create: `import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';
import { searchText } from '../search-text.ts';
import { searchIndexName } from './005-search-index.ts';
import { statusSearchIndexName } from './011-status-search-index.ts';
import { momentType, now, withId } from './engine-columns.ts';

export function mentorOffersMigration(engine: Engine): Migration {
  const boolean = engine === 'postgres' ? 'boolean' : 'integer';
  const no = engine === 'postgres' ? sql\`false\` : sql\`0\`;
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('mentor_offers'), engine)
        .addColumn('submission_key', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('offer', 'text', (col) => col.notNull())
        .addColumn('created_at', momentType(engine), (col) => col.notNull().defaultTo(now(engine)))
        .addColumn('suspected_spam', boolean, (col) => col.notNull().defaultTo(no))
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
        .addColumn('status_changed_at', momentType(engine))
        .addColumn('applicant_key', 'text')
        .addColumn('duplicate_of', 'integer')
        .addColumn('privacy_notice_version', 'text')
        .addColumn('privacy_notice_at', 'text')
        .addColumn('anonymised_at', 'text')
        .execute();
      await db.schema.createIndex('mentor_offers_email_idx').on('mentor_offers').column('email').execute();
      await db.schema
        .createIndex('mentor_offers_applicant_key_idx')
        .on('mentor_offers')
        .column('applicant_key')
        .execute();
      await db.schema
        .createIndex('mentor_offers_created_at_id_idx')
        .on('mentor_offers')
        .columns(['created_at', 'id'])
        .execute();
      if (engine === 'postgres') {
        await sql\`create index \${sql.id(searchIndexName('mentor_offers'))} on mentor_offers
          using gin ((\${searchText(engine, ['name', 'email'])}) gin_trgm_ops)\`.execute(db);
      } else {
        await db.schema
          .createIndex(statusSearchIndexName('mentor_offers'))
          .on('mentor_offers')
          .columns(['status', 'created_at', 'id', 'suspected_spam', 'name', 'email'])
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('mentor_offers').execute();
    },
  };
}
`,
  },
  {
    file: 'server/db/migrate.ts',
    edits: [
      {
        before:
          "import { Migrator, type Migration, type MigrationResultSet } from 'kysely/migration';\n",
        insert: `import { mentorOffersMigration } from './migrations/${migrationName}.ts';\n`,
      },
      {
        before: "\n  };\n}\n\n/** The migrations' names",
        insert: `\n    '${migrationName}': mentorOffersMigration(engine),`,
      },
    ],
  },
];

function applied(text: string, file: string, edit: Edit): string {
  const anchor = 'after' in edit ? edit.after : edit.before;
  const at = text.indexOf(anchor);
  if (at < 0 || text.indexOf(anchor, at + 1) >= 0) {
    throw new Error(`${file} holds ${at < 0 ? 'no' : 'more than one'} ${JSON.stringify(anchor)}`);
  }
  const cut = 'after' in edit ? at + anchor.length : at;
  return text.slice(0, cut) + edit.insert + text.slice(cut);
}

/** The project's files as the changes leave them, by absolute path. */
function overlayOf(selected: readonly FileChange[]): Map<string, string> {
  const overlay = new Map<string, string>();
  for (const change of selected) {
    const file = path.join(root, change.file);
    overlay.set(
      file,
      'create' in change
        ? change.create
        : change.edits.reduce(
            (text, edit) => applied(text, change.file, edit),
            readFileSync(file, 'utf8'),
          ),
    );
  }
  return overlay;
}

function parsedConfig(config: string): ts.ParsedCommandLine {
  const file = path.join(root, config);
  const { config: json } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(json, ts.sys, root, undefined, file);
}

/**
 * The project's files, from both tsconfigs, and the options the form is checked with.
 * NOTE: one program, not one per tsconfig: a second checker would double the test's time. The
 * options are tsconfig.node.json's, which differ from tsconfig.json's (app/'s modules) only in
 * adding Node's types; the passages a form changes in app/ read no Node global.
 */
const project = [parsedConfig('tsconfig.json'), parsedConfig('tsconfig.node.json')] as const;
const projectFiles = [...new Set(project.flatMap(({ fileNames }) => fileNames))];
const { options } = project[1];

/** One read of each file on disk, one parse per file and text, shared by every program below. */
const diskTexts = new Map<string, string | undefined>();
const sourceFiles = new Map<string, ts.SourceFile>();

function diskText(file: string): string | undefined {
  if (!diskTexts.has(file)) diskTexts.set(file, ts.sys.readFile(file));
  return diskTexts.get(file);
}

function hostOf(options: ts.CompilerOptions, overlay: Map<string, string>): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true);
  const readFile = (file: string) => overlay.get(path.resolve(file)) ?? diskText(file);
  return {
    ...host,
    readFile,
    fileExists: (file) => overlay.has(path.resolve(file)) || ts.sys.fileExists(file),
    // NOTE: the programs' options parse alike (one target, module detection and JSX), so a file
    // parsed once serves them all, as a language service's document registry shares them.
    getSourceFile(file, languageVersion) {
      const edited = overlay.get(path.resolve(file));
      const text = edited ?? diskText(file);
      if (text === undefined) return undefined;
      const key = edited === undefined ? file : `${file}\0${edited}`;
      let sourceFile = sourceFiles.get(key);
      if (!sourceFile) {
        sourceFile = ts.createSourceFile(file, text, languageVersion, true);
        sourceFiles.set(key, sourceFile);
      }
      return sourceFile;
    },
  };
}

/**
 * Where the compiler can demand a step: a type written over every table, or over every entry of
 * a list a step adds to (a `Record` or mapped type over `SubmissionTable`, `keyof typeof` a
 * list), but for a cast, a `Partial` one or an optional one, which demand nothing. The rest of
 * the project sees the new table only through these, and `npm run typecheck` checks all of it on
 * the real tables.
 */
const overEveryTable =
  /\bin SubmissionTable\](?!\?)|(?<!\bas |\bas Readonly<|Partial<)Record<SubmissionTable\b|keyof SubmissionForms\b|keyof typeof (submissionForms|adminViews|formPurposes|formNotices|pageForms)\b/;

/** What is checked: the files the steps change first, then those with a type over every table. */
function checkedFiles(overlay: Map<string, string>): string[] {
  const demanding = projectFiles.filter(
    (file) =>
      !file.endsWith('.d.ts') &&
      file !== import.meta.filename &&
      overEveryTable.test(
        (overlay.get(file) ?? diskText(file) ?? '').replace(/\bas \{ \[T in /g, ''),
      ),
  );
  return [...new Set([...overlay.keys(), ...demanding])];
}

/**
 * A program holding what is checked and what that imports: a file's errors are the same as in the
 * whole project's program, for a fraction of the parsing. (The route types of `.react-router/`
 * are left out: each imports its route, and the routes would bring in all of app/.)
 */
function programOf(overlay: Map<string, string>, oldProgram?: ts.Program): ts.Program {
  return ts.createProgram({
    rootNames: checkedFiles(withAll).filter(
      (file) => overlay.has(file) || diskText(file) !== undefined,
    ),
    options,
    host: hostOf(options, overlay),
    oldProgram,
  });
}

/**
 * An error the made-up form causes. NOTE: a route's `./+types/…` module is made by `react-router
 * typegen` (`npm run typecheck`), which the unit tests do not run; the form's steps never touch
 * those types, so a missing one is no error of the form's.
 */
function isFormError(diagnostic: ts.Diagnostic): boolean {
  return !(diagnostic.code === 2307 && /'\.\/\+types\//.test(String(diagnostic.messageText)));
}

function errorsIn(program: ts.Program, sourceFile: ts.SourceFile): string[] {
  return [
    ...program.getSyntacticDiagnostics(sourceFile),
    ...program.getSemanticDiagnostics(sourceFile),
  ]
    .filter(isFormError)
    .map(
      (diagnostic) =>
        `${path.relative(root, sourceFile.fileName)}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
    );
}

const steps = guideSteps();
const stepOf = (file: string) =>
  steps.find((step) => step.files.some((pattern) => matches(pattern, file)));
const withAll = overlayOf(changes);
let programWithAll: ts.Program | undefined;

/** The program with every step taken, made once. */
function withEveryStep(): ts.Program {
  programWithAll ??= programOf(withAll);
  return programWithAll;
}

describe('docs/adding-a-form.md, followed with a made-up form', { timeout: 60_000 }, () => {
  it('lists each file the made-up form changes in one of its steps, and no step without one', () => {
    expect(steps.map((step) => step.number)).toEqual(steps.map((_, index) => index + 1));
    for (const change of changes) expect(stepOf(change.file), change.file).toBeDefined();
    for (const step of steps) {
      const files = changes
        .filter((change) => stepOf(change.file) === step)
        .map(({ file }) => file);
      expect(files, `step ${step.number}`).toHaveLength(step.files.length);
    }
  });

  it('takes at most six code files and a migration', () => {
    const migration = steps.filter((step) =>
      step.files.some((file) => file.startsWith('server/db/migrat')),
    );
    expect(migration.map((step) => step.files)).toEqual([
      ['server/db/migrations/NNN-<what-it-does>.ts', 'server/db/migrate.ts'],
    ]);
    const codeFiles = new Set(
      changes.filter((change) => !migration.includes(stepOf(change.file)!)).map(({ file }) => file),
    );
    expect(codeFiles.size).toBeLessThanOrEqual(6);
  });

  it('compiles with every step taken: the compiler asks for no other file', () => {
    const program = withEveryStep();
    const errors = [
      ...[...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map((diagnostic) =>
        ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '),
      ),
      ...checkedFiles(withAll).flatMap((file) => errorsIn(program, program.getSourceFile(file)!)),
    ];
    expect(errors).toEqual([]);
  });

  it('fails to compile without any one step it says the compiler demands', () => {
    const demanded = steps.filter((step) => step.demandedBy === 'the compiler');
    expect(demanded.length).toBeGreaterThan(0);
    for (const step of demanded) {
      const overlay = overlayOf(changes.filter((change) => stepOf(change.file) !== step));
      const program = programOf(overlay, withEveryStep());
      // The likeliest first (the files the other steps change), and the first error is enough.
      const failing = checkedFiles(overlay).find((file) => {
        const sourceFile = program.getSourceFile(file);
        return sourceFile !== undefined && errorsIn(program, sourceFile).length > 0;
      });
      expect(failing, `without step ${step.number} (${step.files.join(', ')})`).toBeDefined();
    }
  });

  it('names, for each step the compiler cannot know of, the test that demands it', () => {
    for (const step of steps) {
      if (step.demandedBy === 'the compiler') continue;
      const { test, title } = step.demandedBy;
      const file = path.join(root, test);
      expect(existsSync(file), `step ${step.number}: ${test}`).toBe(true);
      expect(readFileSync(file, 'utf8'), `step ${step.number}: ${test}`).toContain(title);
    }
  });
});
