import { computeAccessibleName } from 'dom-accessibility-api';

/** The name assistive technology reads for an element, as the browser computes it. */
export const accessibleName = (el: Element | null | undefined): string | null =>
  el ? computeAccessibleName(el) : null;
