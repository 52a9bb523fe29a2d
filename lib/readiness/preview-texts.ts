// The rule lives with the key states, where the background computes a preview too.
export { previewTexts, type PreviewMode, type PreviewRow } from '../key-state/preview-texts';
