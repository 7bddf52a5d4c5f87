import axe from 'axe-core';

/**
 * What axe finds serious or critical in an element, by the WCAG 2.1 A and AA rules jsdom can check:
 * one line per rule, with the failing nodes' summaries, so a test's failure reads as the problem.
 */
export async function seriousFindings(container: HTMLElement): Promise<string[]> {
  const { violations } = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    resultTypes: ['violations'],
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.failureSummary).join(' | ')}`);
}
