import { memo, useId, useRef, type KeyboardEvent } from 'react';
import type { LensState } from '../../../lib/key-state/key-state';
import type { KeyFilters, NamespaceGroup, PanelRow } from '../../../lib/panel/key-list';
import { reasonIn } from '../../../lib/panel/reason-text';
import { useText } from '../../../lib/panel/use-text';
import { KeyFilterBar } from './key-filters';
import { RowLinkMark, useLinkCopy, type CopyText } from '../common/row-link';
import { StateBadge, stateLabel } from '../common/state-badge';
import { useRowWindow } from './use-row-window';

export interface KeyListProps {
  groups: readonly NamespaceGroup[];
  /** Keys on the page, before filtering. */
  total: number;
  selectedId: string | null;
  filters: KeyFilters;
  filtersActive: boolean;
  stateCounts: Partial<Record<LensState, number>>;
  /** Rows left in my review queue. */
  queueLength: number;
  onSelect(id: string): void;
  onFiltersChange(patch: Partial<KeyFilters>): void;
  onFiltersClear(): void;
  /** The page's URL, for each row's "Copy link"; none while it is not known. */
  pageUrl?: string | null;
  copy?: CopyText;
}

/** The page's keys as a listbox whose options are named by their key, grouped by namespace. */
export const KeyList = memo(function KeyList(props: KeyListProps) {
  const { groups, selectedId, onSelect } = props;
  const t = useText();
  const listId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const shown = groups.flatMap((g) => g.rows);
  const optionId = (i: number) => `${listId}-o${i}`;
  const selectedIndex = shown.findIndex((r) => r.id === selectedId);
  const links = useLinkCopy(props.pageUrl, props.copy);

  // A long list renders the rows in view (and spacers for the others).
  const view = useRowWindow(
    listRef,
    groups.map((g) => g.rows.length),
    selectedIndex,
    optionId,
  );

  // Arrow keys walk every shown row; J/K (the review queue) skip to rows I can act on.
  function onKeyDown(event: KeyboardEvent) {
    const picked = shown[selectedIndex];
    if (picked && (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'c') {
      event.preventDefault();
      return links.copyLink(picked);
    }
    const last = shown.length - 1;
    const to =
      event.key === 'ArrowDown'
        ? Math.min(last, selectedIndex + 1)
        : event.key === 'ArrowUp'
          ? Math.max(0, selectedIndex - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (to === null || last < 0) return;
    event.preventDefault();
    onSelect(shown[to]!.id);
  }

  let index = 0;
  return (
    <section className="keys" aria-label={t('keys.label')}>
      <KeyFilterBar
        filters={props.filters}
        stateCounts={props.stateCounts}
        active={props.filtersActive}
        onChange={props.onFiltersChange}
        onClear={props.onFiltersClear}
      />
      <p className="counts" aria-live="polite">
        {props.filtersActive
          ? t('keys.countOf', { shown: shown.length, count: props.total })
          : t('keys.count', { count: props.total })}
        {' · '}
        {t('keys.toAct', { count: props.queueLength })}
      </p>
      <div
        ref={listRef}
        role="listbox"
        aria-label={t('keys.list')}
        tabIndex={0}
        aria-activedescendant={selectedIndex >= 0 ? optionId(selectedIndex) : undefined}
        aria-keyshortcuts={props.pageUrl ? 'Control+C Meta+C' : undefined}
        className="list"
        onKeyDown={onKeyDown}
        onScroll={view.windowed ? view.onScroll : undefined}
        aria-busy={shown.some((r) => r.state === 'loading')}
      >
        {view.before > 0 && <div aria-hidden="true" style={{ height: view.before }} />}
        {groups.map((g, gi) => {
          // The group's rows within the window (all of them when every row is rendered).
          const first = index;
          index += g.rows.length;
          const [from, to] = [Math.max(view.start, first), Math.min(view.end, index)];
          if (from >= to) return null;
          return (
            <div role="group" key={g.namespace} aria-labelledby={`${listId}-g${gi}`}>
              <div className="ns" id={`${listId}-g${gi}`}>
                {g.namespace}{' '}
                <span className="n">
                  {g.rows.length === g.total ? g.total : `${g.rows.length}/${g.total}`}
                </span>
              </div>
              {g.rows.slice(from - first, to - first).map((row, i) => (
                <KeyItem
                  key={row.id}
                  id={optionId(from + i)}
                  position={from + i + 1}
                  setSize={shown.length}
                  row={row}
                  selected={row.id === selectedId}
                  onSelect={onSelect}
                  link={props.pageUrl ? links.linkOf(row) : null}
                  onCopyLink={() => links.copyLink(row)}
                />
              ))}
            </div>
          );
        })}
        {view.after > 0 && <div aria-hidden="true" style={{ height: view.after }} />}
      </div>
      <p className="sr-only" role="status">
        {links.status}
      </p>
      {shown.length === 0 && props.total > 0 && (
        <p className="empty">
          {t('keys.noMatch')}{' '}
          <button type="button" className="link" onClick={props.onFiltersClear}>
            {t('keys.showAll')}
          </button>
        </p>
      )}
    </section>
  );
});

/**
 * One key: its name is the key alone (what the list is searched and read by); its state, text
 * and tags are its description. Naming it with an aria-label of the key would not match the text
 * it shows, which speech input users say.
 */
function KeyItem(p: {
  id: string;
  /** Place in the list and its length, for a list that renders only some of its rows. */
  position: number;
  setSize: number;
  row: PanelRow;
  selected: boolean;
  onSelect(id: string): void;
  link: string | null;
  onCopyLink(): void;
}) {
  const { row } = p;
  const t = useText();
  const text = row.entry?.text ?? '';
  const more = `${p.id}-more`;
  return (
    <div
      role="option"
      id={p.id}
      aria-describedby={more}
      aria-selected={p.selected}
      aria-posinset={p.position}
      aria-setsize={p.setSize}
      className={`item${p.selected ? ' sel' : ''}${row.actionable ? ' todo' : ''}`}
      onClick={() => p.onSelect(row.id)}
    >
      <div className="item-head">
        <span className="key">{row.key}</span>
        <span aria-hidden="true">
          <StateBadge state={row.state} place={row.place} />
        </span>
        {p.link && <RowLinkMark link={p.link} onCopy={p.onCopyLink} />}
      </div>
      <div id={more} aria-hidden="true">
        <span className="sr-only">{stateLabel(t, row.state, row.place)}: </span>
        {/* An empty row never shows the source as if it were its translation. */}
        {text ? (
          <div className="item-text">{text}</div>
        ) : (
          <div className="item-text none">
            {row.source ? (
              <>
                <span className="src-tag">{t('keys.sourceTag')}</span> {row.source}
              </>
            ) : (
              t('keys.noText')
            )}
          </div>
        )}
        <div className="tags">
          {row.methods.map((m) => (
            <span key={m} className="tag">
              {t(`method.${m}`)}
            </span>
          ))}
          {!row.visible && <span className="tag">{t('keys.hidden')}</span>}
          {row.ambiguous && <span className="tag warn">{t('keys.ambiguous')}</span>}
          {row.foreignOrigin ? (
            <span className="tag warn" title={t('keys.frameOfTitle')}>
              {t('keys.frameOf', { origin: row.foreignOrigin })}
            </span>
          ) : (
            row.frameId !== 0 && <span className="tag">{t('keys.frame')}</span>
          )}
          {row.readOnlyReason && (
            <span className="tag ro" title={reasonIn(t, row.readOnlyReason)}>
              {t('keys.readOnly')}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
