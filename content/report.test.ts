import { describe, expect, it } from 'vitest';
import { keyMetrics, report, reportSource, reportSources } from './report.ts';

describe('the quarterly report', () => {
  it('has the four key figures of the product description', () => {
    expect(keyMetrics.map(({ label, value }) => [label, value])).toEqual([
      ['Women in AI roles globally', '22-29%'],
      ['Women in senior AI executive roles', 'under 14%'],
      ['Women in machine-learning engineering in Europe', 'about 14%'],
      ['VC funding to all-women AI teams in the UK', '2%'],
    ]);
  });

  it('links every figure to a distinct, listed https source', () => {
    const used = keyMetrics.map((metric) => reportSource(metric.sourceId));
    expect(new Set(used).size).toBe(keyMetrics.length);
    for (const source of reportSources) {
      expect(source.url).toMatch(/^https:\/\//);
      expect(source.publisher.length).toBeGreaterThan(0);
      expect(source.title.length).toBeGreaterThan(0);
    }
    expect(new Set(reportSources.map((source) => source.id)).size).toBe(reportSources.length);
  });

  it('throws on a source id that is not listed', () => {
    expect(() => reportSource('missing')).toThrow(/Unknown report source/);
  });

  it('has four insights, corporate actions, the survey tag and the 1,000 women goal', () => {
    expect(report.insights).toHaveLength(4);
    expect(report.actions.length).toBeGreaterThanOrEqual(3);
    expect(report.survey).toMatchObject({
      buttonLabel: 'Take the Survey',
      enquiryTag: 'reports:survey',
    });
    expect(report.goal.figure).toBe('1,000 women');
    expect(report.goal.text).toContain('2025');
  });
});
