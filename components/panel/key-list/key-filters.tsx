import { LENS_STATES, type LensState } from '../../../lib/key-state/key-state';
import type { DetectionMethod, KeyFilters, Tristate } from '../../../lib/panel/key-list';
import { useText } from '../../../lib/panel/use-text';
import type { MessageKey } from '../../../lib/ui-text/catalogues';

export interface KeyFiltersProps {
  filters: KeyFilters;
  /** Rows per state on the page, shown in the state choice. */
  stateCounts: Partial<Record<LensState, number>>;
  active: boolean;
  onChange(patch: Partial<KeyFilters>): void;
  onClear(): void;
}

export const METHODS: readonly DetectionMethod[] = ['attribute', 'invisible', 'text'];

/** Search and filters over the page's keys. */
export function KeyFilterBar({ filters, stateCounts, active, onChange, onClear }: KeyFiltersProps) {
  const t = useText();
  const tri = (
    name: 'approved' | 'delivered',
    any: MessageKey,
    yes: MessageKey,
    no: MessageKey,
  ) => (
    <select
      aria-label={t(yes)}
      value={filters[name]}
      onChange={(e) => onChange({ [name]: e.target.value as Tristate })}
    >
      <option value="any">{t(any)}</option>
      <option value="yes">{t(yes)}</option>
      <option value="no">{t(no)}</option>
    </select>
  );
  return (
    <div className="filters">
      <input
        type="search"
        aria-label={t('filters.search')}
        placeholder={t('filters.searchHint')}
        value={filters.search}
        onChange={(e) => onChange({ search: e.target.value })}
      />
      <div className="filter-row">
        <select
          aria-label={t('filters.state')}
          value={filters.state}
          onChange={(e) => onChange({ state: e.target.value as KeyFilters['state'] })}
        >
          <option value="any">{t('filters.allStates')}</option>
          {LENS_STATES.filter((s) => stateCounts[s]).map((s) => (
            <option key={s} value={s}>
              {t('filters.stateCount', { state: t(`state.${s}`), count: stateCounts[s] ?? 0 })}
            </option>
          ))}
        </select>
        {tri('approved', 'filters.anyApproval', 'filters.approved', 'filters.notApproved')}
        {tri('delivered', 'filters.anyDelivery', 'filters.delivered', 'filters.notDelivered')}
        <select
          aria-label={t('filters.method')}
          value={filters.method}
          onChange={(e) => onChange({ method: e.target.value as KeyFilters['method'] })}
        >
          <option value="any">{t('filters.anyMethod')}</option>
          {METHODS.map((m) => (
            <option key={m} value={m}>
              {t(`method.${m}`)}
            </option>
          ))}
        </select>
        <label className="check">
          <input
            type="checkbox"
            checked={filters.editableByMe}
            onChange={(e) => onChange({ editableByMe: e.target.checked })}
          />
          {t('filters.editableByMe')}
        </label>
        {active && (
          <button type="button" className="link" onClick={onClear}>
            {t('filters.clear')}
          </button>
        )}
      </div>
    </div>
  );
}
