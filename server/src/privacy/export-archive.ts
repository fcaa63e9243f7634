import { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { ZipFile } from 'yazl';
import { privacyExportMessages as text } from '../messages/privacy-export';
import { EXPORT_SECTIONS, type ExportPerson, type ExportSection } from './export-sections';

// A person's data as one zip archive, written while it is sent (docs/decisions/0033-export-personal-data.md):
// yazl takes the files one after another and asks for each file's content only when its turn comes,
// and each list is read a page at a time as the browser takes the bytes. So neither the archive nor
// one whole list is ever held in memory, and a list stops at LIST_CAP items.

/** Items read per query. */
export const PAGE_SIZE = 500;
/** Items of one list at most: a huge account's archive stays bounded in time and size. */
export const LIST_CAP = 20_000;
/**
 * Items of one list at most in an operator's export of an account: where a person's own archive
 * stopped at LIST_CAP, its README sends them to the operator, whose export gives the rest (still
 * read a page at a time, and rate-limited as every export).
 */
export const OPERATOR_LIST_CAP = 1_000_000;

/** An item as a line of the list, indented as JSON.stringify(…, null, 2) would. */
const listItem = (item: unknown) => `    ${JSON.stringify(item, null, 2).replace(/\n/g, '\n    ')}`;

/** How a list is read: items per query and at most. */
export interface ListBounds {
  pageSize: number;
  cap: number;
}
const BOUNDS: ListBounds = { pageSize: PAGE_SIZE, cap: LIST_CAP };
/** How an operator's export of an account reads its lists. */
export const OPERATOR_BOUNDS: ListBounds = { pageSize: PAGE_SIZE, cap: OPERATOR_LIST_CAP };

/** A section's file: one object, or `{ "items": [...], "complete": … }` read page by page. */
export async function* sectionJson(
  strapi: Core.Strapi,
  person: ExportPerson,
  section: ExportSection,
  stopped: () => boolean,
  { pageSize, cap }: ListBounds = BOUNDS,
): AsyncGenerator<string> {
  if ('one' in section) {
    yield `${JSON.stringify(await section.one(strapi, person), null, 2)}\n`;
    return;
  }
  yield '{\n  "items": [';
  let afterId = -1;
  let count = 0;
  let complete = false;
  while (!stopped()) {
    const limit = Math.min(pageSize, cap - count);
    if (limit <= 0) {
      // At the cap: whether anything is left decides `complete`.
      complete = (await section.page(strapi, person, afterId, 1)).length === 0;
      break;
    }
    const rows = await section.page(strapi, person, afterId, limit);
    if (rows.length) yield (count === 0 ? '\n' : ',\n') + rows.map((row) => listItem(row.item)).join(',\n');
    count += rows.length;
    if (rows.length < limit) {
      complete = true;
      break;
    }
    const last = rows[rows.length - 1].id;
    // Every pass moves on: a page that does not is a broken section, not a reason to loop.
    if (last <= afterId) throw new Error(`Data export: the section ${section.key} did not advance past id ${afterId}.`);
    afterId = last;
  }
  yield `${count ? '\n  ' : ''}],\n  "complete": ${complete}\n}\n`;
}

/** The German README: what the archive is and what each file holds. */
export const readmeText = (createdAt: Date, cap = LIST_CAP) =>
  [
    text.readme.title,
    '='.repeat(text.readme.title.length),
    '',
    text.readme.intro(createdAt.toISOString()),
    text.readme.lists(cap.toLocaleString('de-DE')),
    '',
    text.readme.files,
    ...EXPORT_SECTIONS.map((section) => `- ${text.sections[section.key].file}: ${text.sections[section.key].about}`),
    '',
    text.readme.left_out,
    '',
  ].join('\r\n');

/**
 * The archive of `person` as a stream. It ends with an error (the download breaks off) when a
 * query fails midway; once the reader goes away, no further page is read.
 */
export const personalDataArchive = (strapi: Core.Strapi, person: ExportPerson, now = new Date(), bounds: ListBounds = BOUNDS): Readable => {
  const zip = new ZipFile();
  let stopped = false;
  let current: Readable | null = null;
  const output = zip.outputStream as Readable;
  output.on('close', () => {
    stopped = true;
    current?.destroy();
  });
  zip.on('error', (error: Error) => {
    strapi.log.error(`Data export of account ${person.id} failed: ${error.message}`);
    output.destroy(error);
  });
  zip.addBuffer(Buffer.from(readmeText(now, bounds.cap), 'utf8'), text.readme.file, { mtime: now });
  for (const section of EXPORT_SECTIONS) {
    zip.addReadStreamLazy(text.sections[section.key].file, { mtime: now }, (ready) => {
      current = Readable.from(sectionJson(strapi, person, section, () => stopped, bounds));
      ready(null, current);
    });
  }
  zip.end();
  return output;
};
