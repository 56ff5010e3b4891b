/**
 * The chart itself, drawn by uPlot on a canvas. Loaded as a chunk of its own (with uPlot's
 * stylesheet) only where a chart shows, so the library stays out of every other page.
 */
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatRate } from '#shared/domain/pricing.ts';
import type { RateHistory } from '#shared/schemas/rate-history.ts';
import { dayInstant, formatDay, formatMonth } from '../days.ts';

/** The lines' colours: the brand's blue (text-brand-700) and amber-700, both 4.5:1 on white. */
const LINE_COLOURS = { sell: '#1d4e7a', buy: '#b45309' } as const;
const AXIS_COLOUR = '#475569';
const GRID_COLOUR = '#e2e8f0';
const REFERENCE_SHADE = '#f1f5f9';
const HEIGHT = { narrow: 220, wide: 300 };
const NARROW_BELOW_PX = 640;
const DAY_SECONDS = 86_400;

/** The rate axis as wide as its longest label, so a phone's narrow chart keeps its plot. */
function rateAxisWidth(_plot: uPlot, labels: string[] | null): number {
  const longest = Math.max(3, ...(labels ?? []).map((label) => label.length));
  return longest * 7 + 20;
}

/** The x axis's labels: days ("26 Oct"), or months ("Oct 2026") when the ticks are a month apart. */
function dayLabels(_plot: uPlot, splits: number[], _axis: number, _space: number, step: number) {
  return splits.map((seconds) =>
    step >= 28 * DAY_SECONDS ? formatMonth(seconds * 1000) : formatDay(seconds * 1000),
  );
}

function heightFor(width: number): number {
  return width < NARROW_BELOW_PX ? HEIGHT.narrow : HEIGHT.wide;
}

/** Shades the days that show reference rates: they come first, before the bureau's own. */
function shadeReferenceDays(history: RateHistory) {
  const last = history.points.findLastIndex((point) => point.source === 'reference');
  return (plot: uPlot) => {
    const end = history.points[last + 1];
    if (last < 0 || !end) return;
    const { ctx, bbox } = plot;
    const right = plot.valToPos(dayInstant(end.date) / 1000, 'x', true);
    ctx.save();
    ctx.fillStyle = REFERENCE_SHADE;
    ctx.fillRect(bbox.left, bbox.top, right - bbox.left, bbox.height);
    ctx.restore();
  };
}

export default function RatePlot({ history }: { history: RateHistory }) {
  const container = useRef<HTMLDivElement>(null);
  const [cursor, setCursor] = useState<number | null>(null);
  const { points } = history;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const width = element.clientWidth;
    const options: uPlot.Options = {
      width,
      height: heightFor(width),
      // Days are placed at their UTC midnight and read back in UTC: the same day on every clock.
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { size: 7 } },
      scales: { x: { time: true } },
      series: [
        {},
        { label: 'Click & Collect', stroke: LINE_COLOURS.sell, width: 2, points: { show: false } },
        { label: 'Click & Sell', stroke: LINE_COLOURS.buy, width: 2, points: { show: false } },
      ],
      axes: [
        {
          stroke: AXIS_COLOUR,
          grid: { stroke: GRID_COLOUR },
          ticks: { stroke: GRID_COLOUR },
          values: dayLabels,
          // Room for "Sept 2026" between ticks.
          space: 72,
        },
        {
          stroke: AXIS_COLOUR,
          grid: { stroke: GRID_COLOUR },
          ticks: { stroke: GRID_COLOUR },
          size: rateAxisWidth,
        },
      ],
      hooks: {
        drawClear: [shadeReferenceDays(history)],
        setCursor: [(plot) => setCursor(plot.cursor.idx ?? null)],
      },
    };
    const data: uPlot.AlignedData = [
      points.map((point) => dayInstant(point.date) / 1000),
      points.map((point) => point.sell),
      points.map((point) => point.buy),
    ];
    const plot = new uPlot(options, data, element);
    const resize = new ResizeObserver(() => {
      const next = element.clientWidth;
      if (next !== plot.width) plot.setSize({ width: next, height: heightFor(next) });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
      setCursor(null);
    };
  }, [history, points]);

  const shown = points[cursor ?? points.length - 1];
  return (
    <div>
      {/* The readout follows the pointer; the summary below says the same for screen readers. */}
      <p
        aria-hidden="true"
        className="mb-2 flex min-h-5 flex-wrap gap-x-3 text-sm text-slate-700 tabular-nums"
      >
        {shown && (
          <>
            <span className="font-semibold">{formatDay(shown.date, true)}</span>
            <span className="whitespace-nowrap text-brand-700">
              Click &amp; Collect {formatRate(shown.sell)}
            </span>
            <span className="whitespace-nowrap text-amber-700">
              Click &amp; Sell {formatRate(shown.buy)}
            </span>
            {shown.source === 'reference' && <span className="text-slate-600">reference</span>}
          </>
        )}
      </p>
      <div ref={container} className="w-full overflow-hidden" data-testid="rate-plot" />
    </div>
  );
}
