/**
 * Builds the downloadable PDFs (docs/product/rules.md#resource-files-and-the-sponsor-pack) from
 * their sources in content/resource-documents/ into public/storage/resources/, which Vite copies
 * into build/client so the server answers `/storage/resources/<file>.pdf`. Runs first in
 * `npm run build`.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import PDFDocument from 'pdfkit';
import { documentsByFile } from '#content/resource-documents/documents-by-file.ts';
import type {
  DocumentBlock,
  ListItem,
  ResourceDocument,
} from '#content/resource-documents/resource-document.ts';
import { siteConfig } from '#content/site.ts';

export const outputDirectory = fileURLToPath(
  new URL(`../public${siteConfig.resourceStoragePath}/`, import.meta.url),
);

/** NOTE: a fixed date keeps rebuilds byte-identical (pdfkit derives the file ID from it). */
const fixedDate = new Date('2025-07-01T00:00:00Z');

const colours = {
  text: '#231d2e',
  muted: '#6b6478',
  primary: '#6c2cb4',
  tint: '#f1eaff',
  rule: '#e2d9ee',
};

const page = { margin: 56, top: 84, bottom: 64 };
const bodySize = 10.5;
const lineGap = 2.5;

type Doc = PDFKit.PDFDocument;

function siteHost(): string {
  return siteConfig.siteUrl.replace(/^https?:\/\//, '');
}

function contentWidth(doc: Doc): number {
  return doc.page.width - page.margin * 2;
}

function bottomLimit(doc: Doc): number {
  return doc.page.height - page.bottom;
}

/** Starts a new page unless `height` still fits above the bottom margin. */
function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

function drawTitle(doc: Doc, document: ResourceDocument): void {
  doc.font('Helvetica-Bold').fontSize(24).fillColor(colours.text);
  doc.text(document.title, page.margin, page.top, { width: contentWidth(doc), lineGap: 2 });
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(12.5).fillColor(colours.muted);
  doc.text(document.subtitle, { width: contentWidth(doc), lineGap: 2 });
  doc.moveDown(0.8);
  doc.rect(page.margin, doc.y, 56, 3).fill(colours.primary);
  doc.y += 18;
}

function drawHeading(doc: Doc, text: string, next: DocumentBlock | undefined): void {
  const options = { width: contentWidth(doc) };
  const headingFont = () => doc.font('Helvetica-Bold').fontSize(14);
  const height = headingFont().heightOfString(text, options) + 6;
  doc.y += 10;
  // A heading never ends a page: it moves on with the start of what follows it.
  ensureRoom(doc, height + openingHeight(doc, next));
  doc.outline.addItem(text);
  headingFont().fillColor(colours.primary).text(text, page.margin, doc.y, options);
  doc.y += 6;
}

/** Short paragraphs and list items stay whole; longer ones may split after four lines. */
function keepTogether(doc: Doc, text: string, width: number): void {
  doc.font('Helvetica').fontSize(bodySize);
  const height = doc.heightOfString(text, { width, lineGap });
  ensureRoom(doc, Math.min(height, (doc.currentLineHeight(true) + lineGap) * 4));
}

function drawParagraph(doc: Doc, text: string): void {
  keepTogether(doc, text, contentWidth(doc));
  doc.fillColor(colours.text);
  doc.text(text, page.margin, doc.y, { width: contentWidth(doc), lineGap });
  doc.y += 8;
}

function drawList(doc: Doc, items: readonly ListItem[], numbered: boolean): void {
  const indent = numbered ? 22 : 16;
  const width = contentWidth(doc) - indent;
  items.forEach((item, index) => {
    const lead = typeof item === 'string' ? '' : `${item.lead} `;
    const text = typeof item === 'string' ? item : item.text;
    keepTogether(doc, lead + text, width);
    const top = doc.y;
    doc.font(numbered ? 'Helvetica-Bold' : 'Helvetica').fillColor(colours.primary);
    doc.text(numbered ? `${index + 1}.` : '•', page.margin, top, {
      width: indent,
      lineBreak: false,
    });
    doc.fillColor(colours.text);
    if (lead) {
      doc.font('Helvetica-Bold').text(lead, page.margin + indent, top, {
        width,
        lineGap,
        continued: true,
      });
      doc.font('Helvetica').text(text, { width, lineGap });
    } else {
      doc.font('Helvetica').text(text, page.margin + indent, top, { width, lineGap });
    }
    doc.y += 5;
  });
  doc.y += 4;
}

function columnWidths(doc: Doc, count: number): number[] {
  const shares = count === 2 ? [0.34, 0.66] : count === 3 ? [0.52, 0.24, 0.24] : [];
  const fallback = Array.from({ length: count }, () => 1 / count);
  return (shares.length === count ? shares : fallback).map((share) => share * contentWidth(doc));
}

const table = { padding: 6, fontSize: 9.5, lineGap: 1.5 };

function tableRowHeight(doc: Doc, cells: readonly string[], header: boolean): number {
  const widths = columnWidths(doc, cells.length);
  const heights = cells.map((cell, i) => {
    doc.font(i === 0 || header ? 'Helvetica-Bold' : 'Helvetica').fontSize(table.fontSize);
    return doc.heightOfString(cell, {
      width: widths[i]! - table.padding * 2,
      lineGap: table.lineGap,
    });
  });
  return Math.max(...heights) + table.padding * 2;
}

/** Tables up to this height are never split across pages. */
const keepTableTogether = 260;

/** The height a block needs on the page it starts on: a short table whole, else two lines. */
function openingHeight(doc: Doc, block: DocumentBlock | undefined): number {
  if (block?.kind === 'table') {
    const header = tableRowHeight(doc, block.columns, true);
    const rows = block.rows.map((row) => tableRowHeight(doc, row, false));
    const whole = header + rows.reduce((sum, height) => sum + height, 0);
    return whole <= keepTableTogether ? whole : header + (rows[0] ?? 0);
  }
  doc.font('Helvetica').fontSize(bodySize);
  return doc.currentLineHeight(true) * 2 + lineGap * 2;
}

function drawTable(
  doc: Doc,
  columns: readonly string[],
  rows: readonly (readonly string[])[],
): void {
  const widths = columnWidths(doc, columns.length);
  const { padding, fontSize } = table;

  const drawRow = (cells: readonly string[], header: boolean) => {
    const height = tableRowHeight(doc, cells, header);
    const top = doc.y;
    if (header) doc.rect(page.margin, top, contentWidth(doc), height).fill(colours.tint);
    let x = page.margin;
    cells.forEach((cell, i) => {
      doc
        .font(i === 0 || header ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(fontSize)
        .fillColor(header ? colours.primary : colours.text)
        .text(cell, x + padding, top + padding, {
          width: widths[i]! - padding * 2,
          lineGap: table.lineGap,
        });
      x += widths[i]!;
    });
    doc
      .moveTo(page.margin, top + height)
      .lineTo(page.margin + contentWidth(doc), top + height)
      .lineWidth(0.75)
      .strokeColor(colours.rule)
      .stroke();
    doc.y = top + height;
  };

  ensureRoom(doc, openingHeight(doc, { kind: 'table', columns, rows }));
  drawRow(columns, true);
  for (const row of rows) {
    if (doc.y + tableRowHeight(doc, row, false) > bottomLimit(doc)) {
      doc.addPage();
      drawRow(columns, true);
    }
    drawRow(row, false);
  }
  doc.x = page.margin;
  doc.y += 12;
}

function drawBlock(doc: Doc, block: DocumentBlock, next: DocumentBlock | undefined): void {
  switch (block.kind) {
    case 'heading':
      return drawHeading(doc, block.text, next);
    case 'paragraph':
      return drawParagraph(doc, block.text);
    case 'bullets':
      return drawList(doc, block.items, false);
    case 'numbered':
      return drawList(doc, block.items, true);
    case 'table':
      return drawTable(doc, block.columns, block.rows);
  }
}

function drawClosingNote(doc: Doc): void {
  const text = `${siteConfig.brand} is a community for women working in and around AI: free events, resources and a private community. Find out more at ${siteHost()}.`;
  doc.font('Helvetica').fontSize(9);
  doc.y += 12;
  ensureRoom(doc, doc.heightOfString(text, { width: contentWidth(doc) }) + 14);
  doc
    .moveTo(page.margin, doc.y)
    .lineTo(page.margin + contentWidth(doc), doc.y)
    .lineWidth(0.75)
    .strokeColor(colours.rule)
    .stroke();
  doc.y += 10;
  doc.fillColor(colours.muted).text(text, page.margin, doc.y, { width: contentWidth(doc) });
}

/** Brand line on top and title plus page number at the foot of every page. */
function drawPageFurniture(doc: Doc, document: ResourceDocument): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // NOTE: text below the bottom margin would otherwise make pdfkit add a page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const width = contentWidth(doc);
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(colours.primary)
      .text(siteConfig.brand.toUpperCase(), page.margin, 34, {
        width,
        characterSpacing: 1.2,
        lineBreak: false,
      });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(colours.muted)
      .text(siteHost(), page.margin, 34, { width, align: 'right', lineBreak: false });
    doc
      .moveTo(page.margin, 50)
      .lineTo(page.margin + width, 50)
      .lineWidth(0.75)
      .strokeColor(colours.rule)
      .stroke();
    const footerY = doc.page.height - 40;
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(colours.muted)
      .text(document.title, page.margin, footerY, { width: width - 80, lineBreak: false })
      .text(`Page ${index - start + 1} of ${count}`, page.margin, footerY, {
        width,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottomMargin;
  }
}

/** Lays out one document as an A4 PDF. Same input, same bytes. */
export function renderResourcePdf(document: ResourceDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: page.top, bottom: page.bottom, left: page.margin, right: page.margin },
    bufferPages: true,
    displayTitle: true,
    lang: 'en-GB',
    info: {
      Title: document.title,
      Subject: document.subtitle,
      Author: siteConfig.brand,
      Creator: siteConfig.brand,
      CreationDate: fixedDate,
      ModDate: fixedDate,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawTitle(doc, document);
  document.blocks.forEach((block, index) => drawBlock(doc, block, document.blocks[index + 1]));
  drawClosingNote(doc);
  drawPageFurniture(doc, document);
  doc.end();
  return done;
}

export async function buildResources(directory = outputDirectory): Promise<string[]> {
  await rm(directory, { recursive: true, force: true });
  await mkdir(directory, { recursive: true });
  const files = Object.entries(documentsByFile);
  await Promise.all(
    files.map(async ([fileName, document]) =>
      writeFile(path.join(directory, fileName), await renderResourcePdf(document)),
    ),
  );
  return files.map(([fileName]) => fileName);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const written = await buildResources();
  console.log(
    `Resources: ${written.length} PDFs in ${path.relative(process.cwd(), outputDirectory)}`,
  );
}
