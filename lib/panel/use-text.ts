import { createContext, useContext } from 'react';
import { textFor, type UiText } from '../ui-text/catalogues';

/** The extension pages' language; English until a page provides the one it picked. */
export const TextContext = createContext<UiText>(textFor('en'));

/** `t(key, params)` in the page's language, with its number and date formats. */
export const useText = (): UiText => useContext(TextContext);
