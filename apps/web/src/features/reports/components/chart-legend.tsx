import { m } from '../../../paraglide/messages.js';
import { SERIES } from '../lib/revenue-series.ts';

/** What each colour and mark in the chart stands for. */
export function ChartLegend() {
  const swatch = 'inline-block size-3.5 shrink-0 rounded-sm';
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
      {SERIES.map((series) => (
        <li key={series.key} className="flex items-center gap-2">
          <span aria-hidden="true" className={swatch} style={{ backgroundColor: series.colour }} />
          {series.label()}
        </li>
      ))}
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={`${swatch} bg-slate-400`} />
        {m.staff_reports_refunds_below()}
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="inline-block h-[3px] w-4 bg-ink" />
        {m.staff_reports_net()}
      </li>
    </ul>
  );
}
