import { useId } from 'react';
import type { OrderStats } from '#shared/schemas/order.ts';
import { axisStep } from '../utils/chart-scale.ts';

const WIDTH = 720;
const HEIGHT = 280;
const PLOT = { left: 48, right: 64, top: 16, bottom: 40 };
const PLOT_WIDTH = WIDTH - PLOT.left - PLOT.right;
const PLOT_HEIGHT = HEIGHT - PLOT.top - PLOT.bottom;

const dayLabel = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const pounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});
const poundsExact = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** "21 Nov" for the day "2026-11-21". */
const labelOf = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

/**
 * Orders (bars, left scale) and their GBP volume (line, right scale) per day, drawn as SVG; the
 * figures are also given as a table for screen readers and anyone who wants the numbers.
 */
/** Grid steps on both scales. */
const INTERVALS = 4;

export function DailyOrdersChart({ daily }: { daily: OrderStats['daily'] }) {
  const titleId = useId();
  const orderStep = axisStep(Math.max(0, ...daily.map((day) => day.orders)), INTERVALS, true);
  const gbpStep = axisStep(Math.max(0, ...daily.map((day) => day.gbp)), INTERVALS, false);
  const orderMax = orderStep * INTERVALS;
  const gbpMax = gbpStep * INTERVALS;
  // One grid line per step, labelled on the left in orders and on the right in pounds.
  const grid = Array.from({ length: INTERVALS + 1 }, (_, i) => ({
    orders: i * orderStep,
    gbp: i * gbpStep,
  }));
  const band = PLOT_WIDTH / Math.max(1, daily.length);
  const x = (index: number) => PLOT.left + band * (index + 0.5);
  const yOrders = (orders: number) => PLOT.top + PLOT_HEIGHT * (1 - orders / orderMax);
  const yGbp = (gbp: number) => PLOT.top + PLOT_HEIGHT * (1 - gbp / gbpMax);
  const totalOrders = daily.reduce((sum, day) => sum + day.orders, 0);
  const totalGbp = daily.reduce((sum, day) => sum + day.gbp, 0);

  return (
    <figure
      aria-labelledby={titleId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <figcaption id={titleId} className="text-lg font-semibold text-brand-900">
        Orders and GBP volume per day, last {daily.length} days
      </figcaption>
      <p className="mt-1 text-sm text-slate-600">
        {totalOrders} {totalOrders === 1 ? 'order' : 'orders'}, {poundsExact.format(totalGbp)} in
        all
      </p>
      <ul className="mt-3 flex flex-wrap gap-4 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-brand-500" />
          Orders (left scale)
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-0.5 w-5 bg-orange-700" />
          GBP volume (right scale)
        </li>
      </ul>
      {/* On a phone the chart keeps a readable size and scrolls sideways. */}
      <div
        role="region"
        aria-label="Chart, scrolls sideways"
        tabIndex={0}
        className="relative mt-3 overflow-x-auto"
      >
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={`Bar chart of orders per day with a line of GBP volume: ${totalOrders} orders, ${poundsExact.format(totalGbp)}`}
          className="h-auto w-full min-w-[600px]"
        >
          {grid.map(({ orders: tick, gbp }) => (
            <g key={tick}>
              <line
                x1={PLOT.left}
                x2={WIDTH - PLOT.right}
                y1={yOrders(tick)}
                y2={yOrders(tick)}
                className="stroke-slate-200"
              />
              <text
                x={PLOT.left - 8}
                y={yOrders(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-slate-600 text-[14px]"
              >
                {tick}
              </text>
              <text
                x={WIDTH - PLOT.right + 8}
                y={yGbp(gbp)}
                dominantBaseline="middle"
                className="fill-slate-600 text-[14px]"
              >
                {pounds.format(gbp)}
              </text>
            </g>
          ))}
          {daily.map((day, index) => (
            <rect
              key={day.date}
              x={x(index) - band * 0.3}
              width={band * 0.6}
              y={yOrders(day.orders)}
              height={PLOT.top + PLOT_HEIGHT - yOrders(day.orders)}
              className="fill-brand-500"
            >
              <title>{`${labelOf(day.date)}: ${day.orders} orders, ${poundsExact.format(day.gbp)}`}</title>
            </rect>
          ))}
          <polyline
            points={daily.map((day, index) => `${x(index)},${yGbp(day.gbp)}`).join(' ')}
            fill="none"
            strokeWidth={2}
            className="stroke-orange-700"
          />
          {daily.map((day, index) => (
            <circle
              key={day.date}
              cx={x(index)}
              cy={yGbp(day.gbp)}
              r={3}
              className="fill-orange-700"
            />
          ))}
          {daily.map(
            (day, index) =>
              // A label every 5 days, and the last day's, keep the axis readable on a phone.
              (index % 5 === 0 || index === daily.length - 1) && (
                <text
                  key={day.date}
                  x={x(index)}
                  y={HEIGHT - PLOT.bottom + 20}
                  textAnchor="middle"
                  className="fill-slate-600 text-[14px]"
                >
                  {labelOf(day.date)}
                </text>
              ),
          )}
        </svg>
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">
          Show the figures
        </summary>
        <div
          role="region"
          aria-label="Figures per day"
          tabIndex={0}
          className="mt-2 max-h-72 overflow-y-auto"
        >
          <table className="w-full text-left text-sm">
            <thead className="text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-1">
                  Day
                </th>
                <th scope="col" className="px-3 py-1 text-right">
                  Orders
                </th>
                <th scope="col" className="px-3 py-1 text-right">
                  GBP volume
                </th>
              </tr>
            </thead>
            <tbody>
              {daily.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="px-3 py-1 font-normal">
                    {labelOf(day.date)}
                  </th>
                  <td className="px-3 py-1 text-right tabular-nums">{day.orders}</td>
                  <td className="px-3 py-1 text-right tabular-nums">
                    {poundsExact.format(day.gbp)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
