import type { FrameKey } from '../../../lib/messaging/types';

/** A visible key of the `common` namespace named by an attribute, as a frame reports it. */
export const attributeKey = (name: string): FrameKey => ({
  namespace: 'common',
  key: name,
  method: 'attribute',
  where: 'text',
  inShadowRoot: false,
  visible: true,
  ambiguous: false,
});
