import { Readable } from 'node:stream';
import { CSV_BOM, csvLine, type CsvValue } from '@markenportal/contract';

type Ctx = { set(name: string, value: string): void; body?: unknown };

/**
 * Answers with a CSV file for German Excel that is written while it is sent: `pages` yields rows a
 * page at a time, so a large export never holds every row in memory, neither here nor in the browser.
 */
export const sendCsv = async (ctx: Ctx, fileName: string, header: string[], pages: AsyncIterable<CsvValue[][]>) => {
  // The first page is read before the answer starts, so that a failing query is an error answer
  // rather than a file cut off after its header.
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  // The plain name for old clients, the UTF-8 one (umlauts) for all others.
  const plain = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  ctx.set('Content-Disposition', `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = Readable.from(
    (async function* () {
      yield CSV_BOM + csvLine(header);
      for (let page = first; !page.done; page = await iterator.next()) if (page.value.length) yield page.value.map(csvLine).join('');
    })(),
  );
};

/** Reads a list page after page (`read(start, limit)`) until a page comes back short. */
export async function* inPages<T>(read: (start: number, limit: number) => Promise<T[]>, limit = 1000): AsyncGenerator<T[]> {
  for (let start = 0; ; start += limit) {
    const page = await read(start, limit);
    yield page;
    if (page.length < limit) return;
  }
}
