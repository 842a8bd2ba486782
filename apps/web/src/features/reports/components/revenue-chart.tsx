import { formatPaise } from '@sukoon/contract/fees';
import type { RevenueMonth } from '@sukoon/contract/invoices';
import { formatAxisPaise, moneyAxis } from '../lib/chart-scale.ts';
import { formatMonth, incomeOf } from '../lib/report-months.ts';
import { m } from '../../../paraglide/messages.js';
import { SERIES } from '../lib/revenue-series.ts';

const HEIGHT = 260;
const TOP = 16;
const BOTTOM = 40;
const LEFT = 56;
const MIN_SLOT = 30;
const MAX_BAR = 48;

/** 'Nov 2026' → ['Nov', '2026']: the year is the last word in every language. */
const splitMonth = (label: string): [string, string] => {
  const at = label.lastIndexOf(' ');
  return [label.slice(0, at), label.slice(at + 1)];
};

/**
 * Income by month as stacked bars (one colour per purpose), refunds below the zero line and a dark
 * tick at the net. A picture for sighted readers: the table beside it carries the same figures.
 */
export function RevenueChart({ months, width: available }: { months: RevenueMonth[]; width: number }) {
  const axis = moneyAxis(
    Math.max(0, ...months.map(incomeOf)),
    Math.max(0, ...months.map((month) => month.refundsPaise)),
  );
  // Drawn at the size it is shown, so the labels keep their size; below 30 px a month it scrolls.
  const slot = Math.max(MIN_SLOT, (available - LEFT - 8) / Math.max(months.length, 1));
  const bar = Math.min(MAX_BAR, Math.round(slot * 0.6));
  const width = LEFT + months.length * slot + 8;
  const plot = HEIGHT - TOP - BOTTOM;
  const y = (paise: number) => TOP + ((axis.max - paise) / (axis.max - axis.min)) * plot;

  return (
    <svg
      role="img"
      aria-label={m.staff_reports_chart_label()}
      width={width}
      height={HEIGHT}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      className="block"
    >
      <g className="text-[11px]" fill="currentColor">
        {axis.ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={LEFT - 4}
              x2={width}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? 'stroke-slate-500' : 'stroke-slate-200'}
            />
            <text x={LEFT - 8} y={y(tick) + 4} textAnchor="end" className="fill-slate-600">
              {formatAxisPaise(tick)}
            </text>
          </g>
        ))}
      </g>
      {months.map((month, index) => {
        const x = LEFT + index * slot + (slot - bar) / 2;
        let base = 0;
        const isYearStart = index === 0 || month.month.endsWith('-01');
        const [name, year] = splitMonth(formatMonth(month.month));
        return (
          <g key={month.month}>
            <title>
              {m.staff_reports_chart_month({
                month: formatMonth(month.month),
                net: formatPaise(month.netPaise),
              })}
            </title>
            {SERIES.map((series) => {
              const value = month[series.key];
              if (value <= 0) return null;
              const top = y(base + value);
              const height = y(base) - top;
              base += value;
              return (
                <rect
                  key={series.key}
                  x={x}
                  y={top}
                  width={bar}
                  height={height}
                  fill={series.colour}
                  stroke="white"
                />
              );
            })}
            {month.refundsPaise > 0 ? (
              <rect
                x={x}
                y={y(0)}
                width={bar}
                height={y(-month.refundsPaise) - y(0)}
                className="fill-slate-400"
                stroke="white"
              />
            ) : null}
            {incomeOf(month) > 0 || month.refundsPaise > 0 ? (
              <line
                x1={x - 4}
                x2={x + bar + 4}
                y1={y(month.netPaise)}
                y2={y(month.netPaise)}
                className="stroke-ink"
                strokeWidth={3}
              />
            ) : null}
            <text
              x={x + bar / 2}
              y={HEIGHT - BOTTOM + 16}
              textAnchor="middle"
              className="fill-slate-700 text-[12px]"
            >
              {name}
            </text>
            {isYearStart ? (
              <text
                x={x + bar / 2}
                y={HEIGHT - BOTTOM + 31}
                textAnchor="middle"
                className="fill-slate-500 text-[11px]"
              >
                {year}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
