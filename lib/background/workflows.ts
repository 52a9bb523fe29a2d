import type { LocaleLensClient } from '../contract/client';
import type { EditorWorkflow } from '../contract/editor';
import { ApiError } from '../contract/errors';
import { capMap } from './request-budget';
import { localeCandidates } from './status-requests';

/** The caller's workflow of each project locale, and of a namespace where it differs: asked once. */
export class Workflows {
  private byLocale = new Map<string, Promise<EditorWorkflow | null>>();
  private byNamespace = new Map<string, Promise<EditorWorkflow>>();

  constructor(private readonly client: () => LocaleLensClient) {}

  clear(): void {
    this.byLocale.clear();
    this.byNamespace.clear();
  }

  /** The project locale a page locale stands for, with its workflow; null when the project has none. */
  async resolve(pageLocale: string): Promise<{ locale: string; workflow: EditorWorkflow } | null> {
    for (const candidate of localeCandidates(pageLocale)) {
      const workflow = await this.of(candidate);
      if (workflow) return { locale: candidate, workflow };
    }
    return null;
  }

  /** The locale's workflow; null when the project has no such locale. */
  of(locale: string): Promise<EditorWorkflow | null> {
    let pending = this.byLocale.get(locale);
    if (!pending) {
      pending = this.client()
        .editorWorkflow({ locale })
        .catch((err: unknown) => {
          if (err instanceof ApiError && err.status === 404) return null;
          this.byLocale.delete(locale);
          throw err;
        });
      this.byLocale.set(locale, pending);
      capMap(this.byLocale, 64); // a page picks its locale: keep the most recent only
    }
    return pending;
  }

  /**
   * A signed-in member's stages can hold for one namespace only (a confirmed offer): the rules are
   * judged with that namespace's workflow. Managers and keys have the same one everywhere.
   */
  ofNamespace(locale: string, namespace: string, base: EditorWorkflow): Promise<EditorWorkflow> {
    if (base.caller_kind !== 'session' || base.is_pm_admin) return Promise.resolve(base);
    const id = `${locale}|${namespace}`;
    let pending = this.byNamespace.get(id);
    if (!pending) {
      pending = this.client()
        .editorWorkflow({ locale, namespace })
        .catch(() => {
          this.byNamespace.delete(id);
          return base;
        });
      this.byNamespace.set(id, pending);
      capMap(this.byNamespace, 256);
    }
    return pending;
  }
}
