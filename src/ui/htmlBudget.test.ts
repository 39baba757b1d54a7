import { describe, expect, it } from 'vitest';
import { DEFAULT_HTML_LIMITS, htmlBudgetProblem } from './htmlBudget.ts';

describe('htmlBudgetProblem', () => {
  it('lets a real article through, unclosed paragraphs and void elements included', () => {
    const article = '<p>One<p>Two<br><img src="x.svg" alt="">' + '<h3>Part</h3><ul><li>a<li>b</ul><blockquote><p><em>q</em></p></blockquote>'.repeat(200);
    expect(htmlBudgetProblem(article)).toBeNull();
  });

  it('refuses 100,000 nested elements (1.1 MB) at once, naming the reason', () => {
    const nested = '<div>'.repeat(100_000) + 'x' + '</div>'.repeat(100_000);
    expect(nested.length).toBeGreaterThan(1_000_000);
    expect(htmlBudgetProblem(nested)).toBe('the text is 1,100,001 characters long (at most 300,000 are shown here)');
    expect(htmlBudgetProblem(nested, { ...DEFAULT_HTML_LIMITS, maxChars: 2_000_000 })).toBe('the text nests more than 100 elements inside each other');
  });

  it('refuses too many elements, and deep nesting under the size cap', () => {
    expect(htmlBudgetProblem('<b>x</b>'.repeat(10_001))).toBe('the text has more than 10,000 elements');
    expect(htmlBudgetProblem('<span>'.repeat(101))).toBe('the text nests more than 100 elements inside each other');
    expect(htmlBudgetProblem('<span></span>'.repeat(5_000))).toBeNull();
  });
});
