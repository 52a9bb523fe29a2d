import { browser } from 'wxt/browser';
import type { Answer, PageMessageType, PayloadArgs } from './protocol';
import { unwrap, type Result } from './result';

/** From an extension page to the background; throws the background's error as an Error with its code. */
export async function ask<K extends PageMessageType>(
  type: K,
  ...[payload]: PayloadArgs<K>
): Promise<Answer<K>> {
  return unwrap((await browser.runtime.sendMessage({ ...payload, type })) as Result<Answer<K>>);
}

export type Ask = typeof ask;
