// `keys list`: the keys by user, never their secret.
import type { listKeys } from '../../domain/keys/api-keys.ts';

type KeyRow = Awaited<ReturnType<typeof listKeys>>[number];

/** Width the table keeps within, labels cut to fit: a terminal of 100 columns shows it unwrapped. */
export const tableWidth = 100;

/** Keys grouped by their user (the id `create --user` takes), one line each: id, role, state, day, label. */
export function keysTable(keys: KeyRow[]): string {
  if (keys.length === 0) return 'No keys.';
  // Map.groupBy is Node 21+.
  const byUser = new Map<string, KeyRow[]>();
  for (const key of keys) {
    const user = `${key.userId} (broker ${key.brokerId})`;
    byUser.set(user, [...(byUser.get(user) ?? []), key]);
  }
  const header = ['KEY', 'ROLE', 'STATE', 'CREATED', 'LABEL'];
  const cells = (key: KeyRow) => [
    key.id,
    key.role,
    key.revokedAt ? 'revoked' : 'active',
    key.createdAt.slice(0, 10),
    key.label ?? '',
  ];
  const rows = [header, ...keys.map(cells)];
  const widths = header.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => {
    const text = `  ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`.trimEnd();
    return text.length > tableWidth ? `${text.slice(0, tableWidth - 1)}…` : text;
  };
  const lines = [line(header)];
  for (const [user, userKeys] of byUser)
    lines.push(`user ${user}`, ...userKeys.map((key) => line(cells(key))));
  return lines.join('\n');
}
