import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { documentsByFile } from '#content/resource-documents/documents-by-file.ts';
import { buildResources, renderResourcePdf } from './build-resources.ts';

function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

/** A document-information entry; pdfkit writes each value as its own object. */
function infoValue(pdf: string, key: string): string | undefined {
  const reference = new RegExp(`/${key} (\\d+) 0 R`).exec(pdf)?.[1];
  return reference
    ? new RegExp(`\\n${reference} 0 obj\\n\\((.*)\\)\\nendobj`).exec(pdf)?.[1]
    : undefined;
}

describe('renderResourcePdf', () => {
  for (const [fileName, document] of Object.entries(documentsByFile)) {
    it(`lays out ${fileName} on one or two A4 pages with its metadata`, async () => {
      const pdf = await renderResourcePdf(document);
      const text = pdf.toString('latin1');
      expect(text.startsWith('%PDF-')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(pageCount(pdf)).toBeGreaterThanOrEqual(1);
      expect(pageCount(pdf)).toBeLessThanOrEqual(2);
      expect(infoValue(text, 'Author')).toBe('Women Leading AI');
      expect(infoValue(text, 'Title')).toBe(document.title);
      expect(infoValue(text, 'CreationDate')).toBe('D:20250701000000Z');
      expect(text).toContain('/MediaBox [0 0 595.28 841.89]');
    });
  }

  it('produces the same bytes on every build', async () => {
    const document = Object.values(documentsByFile)[0]!;
    const [first, second] = await Promise.all([
      renderResourcePdf(document),
      renderResourcePdf(document),
    ]);
    expect(first.equals(second)).toBe(true);
  });
});

describe('buildResources', () => {
  let directory = '';
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('writes one PDF per document and removes stale files', async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'wlai-resources-'));
    await writeFile(path.join(directory, 'renamed-long-ago.pdf'), 'stale');
    await buildResources(directory);
    expect((await readdir(directory)).sort()).toEqual(Object.keys(documentsByFile).sort());
    const pdf = await readFile(path.join(directory, Object.keys(documentsByFile)[0]!));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
