import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

interface TabsProps<T extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  /** Prefix of the ids that tie each tab to its panel (see `tabPanelProps`). */
  idPrefix: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
}

/**
 * A tab list in the WAI-ARIA pattern: only the selected tab is in the tab order, arrow keys,
 * Home and End move between tabs and select them. The caller renders the selected panel with
 * `tabPanelProps`.
 */
export function Tabs<T extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
}: TabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.id === selected);
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
    refs.current.get(tab.id)?.focus();
  }

  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex">
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) refs.current.set(tab.id, element);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={isSelected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`flex-1 border-b-4 px-4 py-3 text-sm font-semibold sm:text-base ${
              isSelected
                ? 'border-accent-400 bg-white text-brand-900'
                : 'border-transparent bg-slate-100 text-slate-700 hover:bg-slate-200'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The attributes of the panel that shows the selected tab's content. */
export function tabPanelProps(idPrefix: string, selected: string) {
  return {
    role: 'tabpanel',
    id: `${idPrefix}-panel`,
    'aria-labelledby': `${idPrefix}-tab-${selected}`,
    tabIndex: 0,
  } as const;
}
