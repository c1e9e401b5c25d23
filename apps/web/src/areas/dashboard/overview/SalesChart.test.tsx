import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/render';
import SalesChart, { niceTop, periodLabel } from './SalesChart';

const points = [
  { period: '2026-11-20', amount: 1_500_000, count: 2, details: ['Visits: 9'] },
  { period: '2026-11-21', amount: 0, count: 0, details: ['Visits: 3'] },
  { period: '2026-11-22', amount: 450_000, count: 1, details: ['Visits: 5'] },
];

function draw() {
  return render(
    <TestProviders>
      <SalesChart
        points={points}
        interval="day"
        currency="NGN"
        amountLabel="Revenue"
        countLabel="Paid orders"
      />
    </TestProviders>,
  );
}

describe('Sales chart', () => {
  it('rounds the axes to four even steps', () => {
    expect(niceTop(15_000)).toBe(20_000);
    expect(niceTop(4_500)).toBe(8_000);
    expect(niceTop(0)).toBe(1);
    expect(niceTop(2, true)).toBe(4);
    expect(niceTop(9, true)).toBe(20);
  });

  it('labels periods in en-NG', () => {
    expect(periodLabel('2026-11-23', 'day')).toBe('23 Nov');
    expect(periodLabel('2026-11-01', 'month')).toBe('Nov 2026');
  });

  it('draws a bar per period with a summary for screen readers', () => {
    const { container } = draw();
    const chart = screen.getByRole('img', {
      name: /^Revenue and Paid orders by day: ₦19,500(\.00)?, 3 in all$/,
    });
    expect(chart).toBeInTheDocument();
    // Three bars and three pointer targets; the count is one line through the three periods.
    expect(container.querySelectorAll('rect[fill="var(--mantine-color-kasuwa-6)"]')).toHaveLength(3);
    expect(container.querySelector('path')?.getAttribute('d')?.match(/[ML]/g)).toHaveLength(3);
    expect(screen.getByText('Revenue')).toBeInTheDocument();
    expect(screen.getByText('Paid orders')).toBeInTheDocument();
  });

  it("shows a period's figures when it is tapped and moves along with the arrow keys", () => {
    const { container } = draw();
    const targets = container.querySelectorAll('rect[fill="transparent"]');
    fireEvent.click(targets[0] as Element);
    const tip = screen.getByRole('status');
    expect(tip).toHaveTextContent('20 Nov');
    expect(tip).toHaveTextContent(/Revenue: ₦15,000/);
    expect(tip).toHaveTextContent('Paid orders: 2');
    expect(tip).toHaveTextContent('Visits: 9');
    fireEvent.keyDown(screen.getByRole('img', { name: /^Revenue/ }), { key: 'ArrowRight' });
    expect(screen.getByRole('status')).toHaveTextContent('21 Nov');
    fireEvent.mouseLeave(screen.getByRole('img', { name: /^Revenue/ }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
