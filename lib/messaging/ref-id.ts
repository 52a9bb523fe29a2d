/** The map key of a (namespace, key) pair in status answers. */
export const refId = (ref: { namespace: string; key: string }) =>
  `${ref.namespace}\u0000${ref.key}`;
