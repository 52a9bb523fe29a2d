/**
 * How the page is shown: as it is, as customers would read it, with every pending text, or with
 * each source text pseudo-translated (left to right, or right to left). A module of its own: the
 * content script's legend steps through these without bundling how their texts are made.
 */
export const PREVIEW_MODES = ['off', 'delivered', 'pending', 'pseudo', 'pseudoRtl'] as const;
export type PreviewMode = (typeof PREVIEW_MODES)[number];
