/** Who calls the integration interface: an integration key, or a translator's editor session. */
export type KeyCaller =
  | { kind: 'master' | 'publishable'; projectId: string; keyUuid: string; userId: null }
  | { kind: 'session'; projectId: string; userId: string };
