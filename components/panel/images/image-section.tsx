import type { Ask } from '../../../lib/panel/transport';
import { ImageTranslate } from './image-translate';
import { useImageJob } from './use-image-job';

export interface ImageSectionProps {
  ask: Ask;
  tabId: number | null;
  /** The page's language and address: another page starts the images' list again. */
  pageKey: string | null;
}

/** The page's images and their translation jobs. */
export function ImageSection({ ask, tabId, pageKey }: ImageSectionProps) {
  const image = useImageJob(ask, tabId, pageKey);
  if (tabId === null) return null;
  return (
    <ImageTranslate
      {...image}
      onRefresh={image.refreshImages}
      onTranslate={(src) => void image.translate(src)}
      onShow={(showing) => void image.show(showing)}
      onRedraw={(src, blocks) => void image.redraw(src, blocks)}
    />
  );
}
