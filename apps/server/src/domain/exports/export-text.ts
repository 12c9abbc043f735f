import type { ExportFilters } from '../../records.ts';
import { compressAboveBytes } from './csv-file.ts';

/** The text part of an export's e-mail: what is attached and the filters it was made with. */
export function exportFiltersText(input: {
  exportId: string;
  rows: number;
  fileName: string;
  csv: { bytes: Uint8Array; compressed: boolean };
  filters: ExportFilters;
}): string {
  const { exportId, rows, fileName, csv, filters } = input;
  const given = Object.entries(filters).filter(([, value]) => value !== undefined);
  const lines = [
    `Your cambio order export ${exportId} is attached: ${rows} order${rows === 1 ? '' : 's'} in ${fileName} (${csv.bytes.length} bytes).`,
    ...(csv.compressed
      ? [`The CSV passed ${compressAboveBytes / 1024 / 1024} MiB, so it is gzip-compressed.`]
      : []),
    '',
    given.length === 0 ? 'Filters: none (every order of your broker).' : 'Filters:',
    ...given.map(([name, value]) => `  ${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`),
    '',
    'The columns and their formats are described under POST /api/orders/export in the API reference.',
    "Text cells starting with =, +, -, @, a tab or a carriage return are written with a ' in front.",
    '',
  ];
  return lines.join('\r\n');
}
