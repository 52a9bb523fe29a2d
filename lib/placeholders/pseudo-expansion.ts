/**
 * The shares by which a pseudo-translation may grow, and the one taken when none is chosen: how
 * much longer translations into German or French often run. A module of its own, so the
 * messages' schemas check a share without bundling the pseudo-translation.
 */
export const PSEUDO_EXPANSION = { min: 0.3, max: 0.5, default: 0.4 } as const;
