import de from './catalogues/de.json';
import en from './catalogues/en.json';
import es from './catalogues/es.json';
import fr from './catalogues/fr.json';
import ja from './catalogues/ja.json';
import type { UiLanguage } from './languages';
import { createText, type BaseKey, type Catalogue, type Text } from './text';

/**
 * The extension's own messages in every language it speaks. English is the source: its keys are
 * the `MessageKey` type, so asking for a message that does not exist does not compile, and a test
 * checks every other language has exactly its messages.
 */
export const CATALOGUES: Readonly<Record<UiLanguage, Catalogue>> = { en, de, es, fr, ja };

export type MessageKey = BaseKey<keyof typeof en>;
export type UiText = Text<MessageKey>;

/** The messages of one language; a message it lacks is said in English. */
export const textFor = (lang: UiLanguage): UiText =>
  createText<MessageKey>(lang, CATALOGUES[lang], en);
