import { browser } from 'wxt/browser';
import type { Answer, ContentMessageType, PayloadArgs } from './protocol';
import type { Result } from './result';

/**
 * From a content script to the background. Failures come back as results, not errors: the page
 * has no one to tell, so the lens carries on with what it has.
 */
export function send<K extends ContentMessageType>(
  type: K,
  ...[payload]: PayloadArgs<K>
): Promise<Result<Answer<K>>> {
  return browser.runtime.sendMessage({ ...payload, type }) as Promise<Result<Answer<K>>>;
}

export type Send = typeof send;
