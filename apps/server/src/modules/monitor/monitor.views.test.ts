import { describe, expect, it } from 'vitest';
import { outboxBoardPage } from './monitor.views';

describe('the outbox queue board', () => {
  it("shows each queue's health and escapes what a failed job threw", () => {
    const html = outboxBoardPage(
      [
        { queue: 'images', waiting: 2, active: 0, completed: 5, failed: 1, delayed: 0 },
        { queue: 'email', waiting: 0, active: 1, completed: 9, failed: 0, delayed: 3 },
      ],
      [
        {
          id: 41,
          queue: 'images',
          type: 'images.resize',
          attempts: 3,
          lastError: '<img src=x onerror=alert(1)> & more',
          completedAt: new Date('2026-11-26T13:00:00Z'),
        },
      ],
    );
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain(
      '<td>images</td><td>2</td><td>0</td><td>5</td><td>1</td><td>0</td><td class="bad">Issues</td>',
    );
    expect(html).toContain('<td class="ok">Healthy</td>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; more');
    expect(html).toContain('2026-11-26T13:00:00.000Z');
    expect(outboxBoardPage([], [])).toContain('No failed jobs.');
  });
});
