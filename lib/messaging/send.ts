import { browser } from 'wxt/browser';
import type { ExtensionMessage } from './background-protocol';
import { unwrap, type Result } from './result';

/** From an extension page to the background; throws the background's error as an Error. */
export async function ask<T>(message: ExtensionMessage): Promise<T> {
  return unwrap((await browser.runtime.sendMessage(message)) as Result<T>);
}
