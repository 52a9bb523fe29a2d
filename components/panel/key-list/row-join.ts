import { refIdOf } from '../../../lib/messaging/ref-id';
import { textOf } from '../../../lib/i18n-keys/own-text';
import type { PanelPage } from '../../../lib/messaging/types';
import { rowOf, rowSetting, type PageHit, type PanelRow } from '../../../lib/panel/key-list';

/**
 * What every row is joined with besides its hits and source: a change of any of it (a sign-in,
 * a fill ending, the page's frames) makes every row again.
 */
const settingOf = (page: PanelPage) =>
  JSON.stringify([
    page.report.url,
    page.report.frames.map((f) => [f.frameId, f.url]),
    page.locale,
    page.isSource,
    page.workflow,
    page.workflows ?? null,
    page.flags,
  ]);

/**
 * The panel's rows of a page, joined again after each page as a change: the rows whose hits
 * (the same objects, in the same order) and source are the ones they were made from are kept as
 * they were; only the others are made again. A status that changed comes as a new hit
 * (`keysChange`), so someone else's save remakes that row alone. Same rows as `buildRows`.
 */
/** A row as last joined, and where the pass over the next page's hits is with it. */
interface Joined {
  id: string;
  row: PanelRow | null;
  hits: readonly PageHit[];
  /** The pass that last met a hit of the row, and how many it met. */
  pass: number;
  met: number;
  /** Where that pass met the row's first hit. */
  at: number;
  /** The row's hits in this pass, once one differs from `hits`. */
  now: PageHit[] | null;
}

export class RowJoin {
  private rows: readonly PanelRow[] = [];
  private byId = new Map<string, Joined>();
  private setting = '';
  private sources: PanelPage['sources'] | undefined;
  private pass = 0;
  /** The last page's hits, and the row each was joined to. */
  private hits: readonly PageHit[] = [];
  private joined: Joined[] = [];
  /** Rows made again by the last `update` (all of them when it joined the page whole). */
  remade = 0;

  update(page: PanelPage): readonly PanelRow[] {
    const setting = settingOf(page);
    const pass = ++this.pass;
    this.remade = 0;
    if (setting !== this.setting) [this.setting, this.byId, this.hits] = [setting, new Map(), []];
    // One pass over the hits, comparing objects: which rows have other hits than before. A hit
    // where the last page had it is that row's again, found without a look-up; after one that
    // was not (a change), the next hit the last page had says where to go on from.
    const order: Joined[] = [];
    const hits = page.report.keys;
    const joined: Joined[] = new Array<Joined>(hits.length);
    let p = 0;
    for (let i = 0; i < hits.length; i++) {
      const hit = hits[i]!;
      let j: Joined | undefined;
      if (this.hits[p] === hit) j = this.joined[p++]!;
      else {
        // Hits the report keeps are the same objects from one page on: each id is made once.
        const id = refIdOf(hit);
        j = this.byId.get(id);
        if (!j) {
          j = { id, row: null, hits: [], pass: 0, met: 0, at: -1, now: null };
          this.byId.set(id, j);
        } else if (j.pass !== pass && j.hits[0] === hit && this.hits[j.at] === hit) p = j.at + 1;
      }
      joined[i] = j;
      if (j.pass !== pass) {
        [j.pass, j.met, j.at, j.now] = [pass, 0, i, null];
        order.push(j);
      }
      if (j.now) j.now.push(hit);
      else if (j.hits[j.met] !== hit) j.now = [...j.hits.slice(0, j.met), hit];
      j.met++;
    }
    const sourced = page.sources !== this.sources;
    const made = rowSetting(page);
    let same = order.length === this.rows.length;
    const rows = order.map((j, i) => {
      // Fewer hits than before: the first ones are kept, the others are gone.
      const hits = j.now ?? (j.met !== j.hits.length ? j.hits.slice(0, j.met) : null);
      let row = hits || !j.row ? rowOf(j.id, hits ?? j.hits, made) : j.row;
      // A row made now has this page's source already.
      const source = sourced && row === j.row ? textOf(page.sources, row) : row.source;
      if (source !== row.source) row = { ...row, source };
      if (row !== j.row) {
        [j.row, j.hits] = [row, hits ?? j.hits];
        this.remade++;
      }
      j.now = null;
      same &&= row === this.rows[i];
      return row;
    });
    if (this.byId.size > order.length)
      for (const [id, j] of this.byId) if (j.pass !== pass) this.byId.delete(id);
    this.sources = page.sources;
    [this.hits, this.joined] = [hits, joined];
    if (!same) this.rows = rows;
    return this.rows;
  }
}
