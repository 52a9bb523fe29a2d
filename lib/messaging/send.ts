import { browser } from 'wxt/browser';
import type { ExtensionMessage } from './background-protocol';
import type { PanelMessage } from './panel-protocol';
import { unwrap, type Result } from './result';

/** From an extension page to the background; throws the background's error as an Error with its code. */
export async function ask<T>(message: ExtensionMessage | PanelMessage): Promise<T> {
  return unwrap((await browser.runtime.sendMessage(message)) as Result<T>);
}
