import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: every `docs/….md#anchor` a comment or a doc cites, and every
 * `#anchor` link inside a doc, names a heading that exists, as GitHub makes heading anchors.
 */

const trackedFiles = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n');

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replaceAll(' ', '-');
}

function anchorsIn(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  return new Set([...text.matchAll(/^#+\s+(.*)$/gm)].map(([, heading]) => anchorOf(heading!)));
}

const docs = new Map(
  trackedFiles.filter((file) => file.endsWith('.md')).map((file) => [file, anchorsIn(file)]),
);

/** Every cited `file#anchor` that names no heading of a tracked doc, with where it is cited. */
function brokenCitations(): string[] {
  const broken: string[] = [];
  for (const file of trackedFiles.filter((name) => /\.(ts|tsx|js|md)$/.test(name))) {
    const text = readFileSync(file, 'utf8');
    for (const [, cited, anchor] of text.matchAll(/((?:docs|\.\.?)\/[\w./-]*?\.md)#([\w-]+)/g)) {
      const target = cited!.startsWith('.') ? path.join(path.dirname(file), cited!) : cited!;
      if (!docs.get(target)?.has(anchor!)) broken.push(`${file}: ${cited}#${anchor}`);
    }
    if (!file.endsWith('.md')) continue;
    for (const [, anchor] of text.matchAll(/\]\(#([\w-]+)\)/g)) {
      if (!docs.get(file)!.has(anchor!)) broken.push(`${file}: #${anchor}`);
    }
  }
  return broken;
}

describe('citations of the docs', () => {
  it('makes anchors as GitHub does', () => {
    expect(anchorOf("The test suite's time")).toBe('the-test-suites-time');
    expect(anchorOf('Withdraw (`/withdraw`)')).toBe('withdraw-withdraw');
  });

  it('name headings that exist', () => {
    expect(brokenCitations()).toEqual([]);
  });
});
