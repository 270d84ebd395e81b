/** The fault matrix as a plain-text table: one row per fault, "-" where a column does not apply to it. */

export interface Row {
  label: string;
  lost: number | null;
  duplicated: number | null;
  reordered: number | null;
  storedVsAcknowledged: number | null;
  ledgerVsBalance: number | null;
  /** ms; Infinity when a payment never settled. */
  slowestSettlementMs: number | null;
  unexpected5xx: number | null;
  notes: string[];
}

const COLUMNS: { title: string; cell: (row: Row) => string }[] = [
  { title: 'fault', cell: (row) => row.label },
  { title: 'lost', cell: (row) => count(row.lost) },
  { title: 'duplicated', cell: (row) => count(row.duplicated) },
  { title: 'reordered', cell: (row) => count(row.reordered) },
  { title: 'stored vs acked', cell: (row) => count(row.storedVsAcknowledged) },
  { title: 'ledger vs balance', cell: (row) => count(row.ledgerVsBalance) },
  { title: 'slowest settlement', cell: (row) => seconds(row.slowestSettlementMs) },
  { title: '5xx other than 503', cell: (row) => count(row.unexpected5xx) },
];

const count = (value: number | null) => (value === null ? '-' : String(value));
const seconds = (ms: number | null) =>
  ms === null ? '-' : Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'never';

export function formatTable(rows: Row[]): string {
  const cells = [
    COLUMNS.map((column) => column.title),
    ...rows.map((row) => COLUMNS.map((column) => column.cell(row))),
  ];
  const widths = COLUMNS.map((_, i) => Math.max(...cells.map((line) => line[i]!.length)));
  const line = (values: string[]) =>
    values.map((value, i) => (i === 0 ? value.padEnd(widths[i]!) : value.padStart(widths[i]!))).join(' | ');
  return [
    line(cells[0]!),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...cells.slice(1).map(line),
  ].join('\n');
}
