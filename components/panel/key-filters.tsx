import { LENS_STATES, STATE_LABEL, type LensState } from '../../lib/key-state/key-state';
import type { DetectionMethod, KeyFilters, Tristate } from '../../lib/panel/key-list';

export interface KeyFiltersProps {
  filters: KeyFilters;
  /** Rows per state on the page, shown in the state choice. */
  stateCounts: Partial<Record<LensState, number>>;
  active: boolean;
  onChange(patch: Partial<KeyFilters>): void;
  onClear(): void;
}

export const METHOD_LABEL: Record<DetectionMethod, string> = {
  attribute: 'Attribute',
  invisible: 'Invisible marker',
  text: 'Text match',
};

/** Search and filters over the page's keys. */
export function KeyFilterBar({ filters, stateCounts, active, onChange, onClear }: KeyFiltersProps) {
  const tri = (name: 'approved' | 'delivered', any: string, yes: string, no: string) => (
    <select
      aria-label={yes}
      value={filters[name]}
      onChange={(e) => onChange({ [name]: e.target.value as Tristate })}
    >
      <option value="any">{any}</option>
      <option value="yes">{yes}</option>
      <option value="no">{no}</option>
    </select>
  );
  return (
    <div className="filters">
      <input
        type="search"
        aria-label="Search keys"
        placeholder="Search key, source or translation"
        value={filters.search}
        onChange={(e) => onChange({ search: e.target.value })}
      />
      <div className="filter-row">
        <select
          aria-label="State"
          value={filters.state}
          onChange={(e) => onChange({ state: e.target.value as KeyFilters['state'] })}
        >
          <option value="any">All states</option>
          {LENS_STATES.filter((s) => stateCounts[s]).map((s) => (
            <option key={s} value={s}>
              {STATE_LABEL[s]} ({stateCounts[s]})
            </option>
          ))}
        </select>
        {tri('approved', 'Any approval', 'Approved', 'Not approved')}
        {tri('delivered', 'Any delivery', 'Delivered', 'Not delivered')}
        <select
          aria-label="Detection method"
          value={filters.method}
          onChange={(e) => onChange({ method: e.target.value as KeyFilters['method'] })}
        >
          <option value="any">Any method</option>
          {(Object.keys(METHOD_LABEL) as DetectionMethod[]).map((m) => (
            <option key={m} value={m}>
              {METHOD_LABEL[m]}
            </option>
          ))}
        </select>
        <label className="check">
          <input
            type="checkbox"
            checked={filters.editableByMe}
            onChange={(e) => onChange({ editableByMe: e.target.checked })}
          />
          Editable by me
        </label>
        {active && (
          <button type="button" className="link" onClick={onClear}>
            Clear filters
          </button>
        )}
      </div>
    </div>
  );
}
