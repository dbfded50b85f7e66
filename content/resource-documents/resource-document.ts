/**
 * The source of one downloadable PDF (docs/product/rules.md#resource-files-and-the-sponsor-pack).
 * scripts/build-resources.ts lays these out with pdfkit's built-in Helvetica at build time.
 *
 * NOTE: the built-in fonts only encode Windows-1252, so the text uses British typography
 * (’ “ ” – — £ •) but no arrows, ticks or emoji; a unit test keeps it that way.
 */

/** A list item, optionally opening with a bold lead-in ("Name the decision." …). */
export type ListItem = string | { lead: string; text: string };

export type DocumentBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: readonly ListItem[] }
  | { kind: 'numbered'; items: readonly ListItem[] }
  /** A simple table: a header row, then rows of plain text cells (two or three columns). */
  | { kind: 'table'; columns: readonly string[]; rows: readonly (readonly string[])[] };

export type ResourceDocument = {
  title: string;
  subtitle: string;
  blocks: readonly DocumentBlock[];
};
