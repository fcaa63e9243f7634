import { describe, expect, it } from 'vitest';
import type { ReportRow } from '@markenportal/contract';
import { chartBars } from '../../src/reports/ReportChart';

const row = (brandId: number, brandName: string, posts: number) => ({ brandId, brandName, posts }) as unknown as ReportRow;

describe('the report chart’s bars', () => {
  it('shows only brands with figures, largest first, the top ones and the rest summed as „Weitere“', () => {
    const rows = [row(1, 'Allergon', 0), row(2, 'Cardiovia', 7), row(3, 'DermaSana', 3), row(4, 'Gastrofit', 3), row(5, 'Hepatica', 1), row(6, 'Neurolind', 0)];
    expect(chartBars(rows, 'posts', 2)).toEqual([
      { key: '2', label: 'Cardiovia', value: 7 },
      { key: '3', label: 'DermaSana', value: 3 },
      { key: 'others', label: '', value: 4, others: 2 },
    ]);
    expect(chartBars(rows, 'posts')).toHaveLength(4);
  });

  it('draws nothing when no brand has the figure', () => {
    expect(chartBars([row(1, 'Allergon', 0)], 'posts')).toEqual([]);
  });
});
