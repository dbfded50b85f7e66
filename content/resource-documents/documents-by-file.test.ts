import { describe, expect, it } from 'vitest';
import { resources } from '#content/resources.ts';
import { siteConfig } from '#content/site.ts';
import { documentsByFile } from './documents-by-file.ts';
import type { DocumentBlock, ListItem, ResourceDocument } from './resource-document.ts';

/** What pdfkit's built-in Helvetica can encode: Windows-1252. */
const windows1252Extras = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
function unencodable(text: string): string[] {
  return [...text].filter((character) => {
    const code = character.codePointAt(0)!;
    const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    return !latin1 && !windows1252Extras.includes(character);
  });
}

function itemText(item: ListItem): string {
  return typeof item === 'string' ? item : `${item.lead} ${item.text}`;
}

function blockTexts(block: DocumentBlock): string[] {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      return [block.text];
    case 'bullets':
    case 'numbered':
      return block.items.map(itemText);
    case 'table':
      return [...block.columns, ...block.rows.flat()];
  }
}

function allText(document: ResourceDocument): string[] {
  return [document.title, document.subtitle, ...document.blocks.flatMap(blockTexts)];
}

describe('resource documents', () => {
  it('has a document for every resource and the sponsor pack, and nothing else', () => {
    const expected = [...resources.map((resource) => resource.pdfPath), siteConfig.sponsorPackFile];
    expect(Object.keys(documentsByFile).sort()).toEqual(expected.sort());
  });

  it('titles each resource document like its resource card', () => {
    for (const resource of resources) {
      expect(documentsByFile[resource.pdfPath]?.title).toBe(resource.title);
    }
  });

  for (const [fileName, document] of Object.entries(documentsByFile)) {
    describe(fileName, () => {
      it('is a PDF file name that needs no URL encoding', () => {
        expect(fileName).toMatch(/^[a-z0-9-]+\.pdf$/);
      });

      it('has headings and real content', () => {
        expect(document.subtitle.length).toBeGreaterThan(20);
        expect(document.blocks.filter((block) => block.kind === 'heading').length).toBeGreaterThan(
          1,
        );
        expect(allText(document).join(' ').split(/\s+/).length).toBeGreaterThan(250);
      });

      it('uses only characters the built-in PDF fonts can show', () => {
        expect(allText(document).flatMap(unencodable)).toEqual([]);
      });

      it('has tables whose rows match their columns', () => {
        for (const block of document.blocks) {
          if (block.kind !== 'table') continue;
          expect([2, 3]).toContain(block.columns.length);
          for (const row of block.rows) expect(row).toHaveLength(block.columns.length);
        }
      });
    });
  }

  it('gives the 7-step meetings guide seven steps', () => {
    const guide = documentsByFile['run-meetings-like-a-ceo.pdf']!;
    const steps = guide.blocks.find((block) => block.kind === 'numbered');
    expect(steps?.kind === 'numbered' && steps.items).toHaveLength(7);
  });

  it('states the summit facts in the sponsor pack', () => {
    const text = allText(documentsByFile[siteConfig.sponsorPackFile]!).join('\n');
    for (const fact of ['27 November 2025', 'London', '150', '50', 'Sponsor the Summit']) {
      expect(text).toContain(fact);
    }
  });
});
