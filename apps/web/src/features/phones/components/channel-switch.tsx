import { useId, type ReactNode } from 'react';
import { m } from '../../../paraglide/messages.js';

/**
 * One channel, on or off: a checkbox a screen reader calls a switch, with its label, a line of
 * detail (where the messages go, or why it cannot be chosen) and the state in words.
 */
export function ChannelSwitch({
  label,
  detail,
  checked,
  disabled = false,
  onChange,
}: {
  label: string;
  detail: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-4">
      <div className="min-w-0">
        <label htmlFor={id} className={`font-medium ${disabled ? 'text-slate-600' : 'text-ink'}`}>
          {label}
        </label>
        <div id={`${id}-detail`} className="mt-0.5 text-sm text-slate-700">
          {detail}
        </div>
      </div>
      <span className="flex shrink-0 items-center gap-2">
        <span aria-hidden="true" className="w-10 text-right text-sm text-slate-700">
          {checked ? m.phones_on() : m.phones_off()}
        </span>
        <span className="relative inline-flex">
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={checked}
            disabled={disabled}
            readOnly={!onChange}
            aria-describedby={`${id}-detail`}
            onChange={(event) => onChange?.(event.target.checked)}
            className="peer h-7 w-12 cursor-pointer appearance-none rounded-full border-2 border-slate-500 bg-slate-200 transition-colors checked:border-brand-700 checked:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:border-slate-400 disabled:bg-slate-100"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1 left-1 size-5 rounded-full bg-white shadow ring-1 ring-slate-400 transition-transform peer-checked:translate-x-5 peer-checked:ring-brand-800 peer-disabled:bg-slate-50"
          />
        </span>
      </span>
    </div>
  );
}
