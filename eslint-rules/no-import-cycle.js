import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * No import cycle, type-only imports included. import-x/no-cycle leaves `import type` out and has
 * no option to count it; but a cycle of types still ties two modules together: neither can be
 * read, moved or layered without the other (docs/decisions/028-server-layers.md). This rule
 * follows every import between the repository's own files, as TypeScript lists them.
 */

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** The `#server/*`-style aliases of package.json, as [prefix, folder] pairs. */
const aliases = Object.entries(
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).imports ?? {},
).map(([pattern, target]) => [pattern.replace(/\*$/u, ''), target.replace(/\*$/u, '')]);

/** The repository file `specifier` names from `importer`; undefined for a package. */
function localFile(specifier, importer) {
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
  const file = specifier.startsWith('.')
    ? path.resolve(path.dirname(importer), specifier)
    : alias && path.resolve(root, alias[1] + specifier.slice(alias[0].length));
  return file && existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/** Per file: the repository files it imports, and when its change time was last looked at. */
const importsByFile = new Map();
/** How long a file's imports are trusted before its change time is looked at again. */
const recheckAfterMs = 5000;

function importsOf(file) {
  if (!/\.[cm]?[jt]sx?$/u.test(file)) return [];
  const known = importsByFile.get(file);
  const now = Date.now();
  if (known && now - known.checkedAt < recheckAfterMs) return known.imports;
  const { mtimeMs } = statSync(file);
  if (known?.mtimeMs === mtimeMs) {
    known.checkedAt = now;
    return known.imports;
  }
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = [
    ...new Set(importedFiles.map(({ fileName }) => localFile(fileName, file)).filter(Boolean)),
  ];
  importsByFile.set(file, { mtimeMs, checkedAt: now, imports });
  return imports;
}

/**
 * Of `targets` (the files `file` imports), each one from which a chain of imports leads back to
 * `file`, with that chain. One breadth-first walk from all of them: a file reached through one
 * target is not walked again through another.
 */
function chainsBack(targets, file) {
  const found = new Map();
  const seen = new Set(targets);
  const queue = targets.map((target) => [target]);
  while (queue.length > 0) {
    const chain = queue.shift();
    if (found.has(chain[0])) continue;
    for (const next of importsOf(chain.at(-1))) {
      if (next === file) {
        found.set(chain[0], chain);
        break;
      }
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...chain, next]);
      }
    }
  }
  return found;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}.' },
  },
  create(context) {
    const file = context.physicalFilename;
    /** The import statements of this file, by the repository file each names. */
    const sources = new Map();
    function collect(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = localFile(specifier, file);
      if (target && target !== file && !sources.has(target)) sources.set(target, node.source);
    }
    return {
      ImportDeclaration: collect,
      ExportNamedDeclaration: collect,
      ExportAllDeclaration: collect,
      ImportExpression: collect,
      'Program:exit'() {
        for (const [target, chain] of chainsBack([...sources.keys()], file)) {
          const names = [file, ...chain, file].map((name) => path.relative(root, name));
          context.report({
            node: sources.get(target),
            messageId: 'cycle',
            data: { chain: names.join(' → ') },
          });
        }
      },
    };
  },
};
