/**
 * The project's default namespace, for keys a page names without one. Without the zod schemas:
 * the content script uses these too.
 */

/** A project's default namespace as its workflow says, `common` where it says none. */
export const defaultNamespaceOf = (workflow: { default_namespace?: string } | null | undefined) =>
  workflow?.default_namespace || 'common';

/**
 * What a frame's report names keys without a namespace by when the content script reports before
 * the background has told it the project's default (a small page: its answers come after the
 * page's first rendering). The background puts the default in its place on arrival. A name a
 * page can give (keys are read with it as any namespace is) that no project is expected to use;
 * a page that names it anyway only names the default namespace.
 */
export const DEFAULT_NAMESPACE_STAND_IN = '0.locale-lens.default';
