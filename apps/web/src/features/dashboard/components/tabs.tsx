import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { DashboardTab } from './dashboard-tab-list.ts';

/**
 * WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs and select them,
 * and the selected panel follows in the tab order.
 */
export function Tabs({
  label,
  tabs,
  selectedId,
  onSelect,
}: {
  label: string;
  tabs: DashboardTab[];
  selectedId: string;
  onSelect: (id: string) => void;
}) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const selected = tabs.find((tab) => tab.id === selectedId) ?? tabs[0];
  // On a phone the tab list scrolls sideways: keep the open tab (say, from ?tab=) in view.
  useEffect(() => {
    if (selected) buttons.current.get(selected.id)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.id === selected?.id);
    const next = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  }

  if (!selected) return null;
  const { Panel } = selected;
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-slate-200 sm:gap-2"
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={onKeyDown}
              className={`min-h-11 shrink-0 border-b-4 px-3 py-2 text-base font-semibold whitespace-nowrap transition-colors sm:px-5 ${
                isSelected
                  ? 'border-brand-700 text-brand-900'
                  : 'border-transparent text-slate-600 hover:text-brand-800'
              }`}
            >
              {tab.label()}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`panel-${selected.id}`}
        aria-labelledby={`tab-${selected.id}`}
        tabIndex={0}
        className="pt-8"
      >
        <Panel />
      </div>
    </div>
  );
}
