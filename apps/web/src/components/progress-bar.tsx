import { m } from '../paraglide/messages.js';

/** A labelled bar for how much of something is done; the number is read out, the bar is seen. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-sand-100"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${value}%` }} />
      </div>
      <span className="text-sm font-medium text-slate-700">{m.common_progress_done({ percent: value })}</span>
    </div>
  );
}
