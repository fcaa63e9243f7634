import { useCallback } from 'react';
import { useTranslate, type Exporter, type RaRecord } from 'react-admin';
import { downloadFile, exportFileName, listCsv, type ExportColumn } from './listCsv';

/**
 * react-admin's exporter for a list: its ExportButton reads the whole filtered list (not only the
 * page) and this writes it as German CSV. `file` is the catalog key of the file's name.
 */
export const useListExporter = <T extends RaRecord>(file: string, columns: ExportColumn<T>[]): Exporter<T> => {
  const translate = useTranslate();
  return useCallback((records: T[]) => downloadFile(listCsv(records, columns, translate), exportFileName(translate(file))), [translate, file, columns]);
};
