import { OCR_MODELS } from '../../../lib/contract/assumed';
import type { OcrTask } from '../../../lib/contract/model-jobs-media';
import type { RegisteredModel } from '../../../lib/contract/model-jobs';
import type { Segmentation } from './tesseract';

/**
 * The OCR models this service registers, under the names the platform uses for the same roles,
 * so a client written for the platform works here unchanged. All run Tesseract offline; they
 * differ in how they segment the page and what they rebuild from it.
 */
export interface OcrModel {
  name: string;
  description: string;
  tasks: readonly OcrTask[];
  segmentation: Segmentation;
}

export const LOCAL_OCR_MODELS: readonly OcrModel[] = [
  {
    name: OCR_MODELS.general,
    description: 'Tesseract, whole-page layout',
    tasks: ['ocr'],
    segmentation: 'auto',
  },
  {
    name: OCR_MODELS.imageText,
    description: 'Tesseract, layout and sparse text together (screenshots, banners, labels)',
    tasks: ['ocr'],
    segmentation: 'combined',
  },
  {
    name: OCR_MODELS.table,
    description: 'Tesseract with tables rebuilt from column alignment',
    tasks: ['ocr', 'table'],
    segmentation: 'combined',
  },
];

/**
 * The OCR models by name, for requests and `/models`. Tesseract itself runs in the OCR lane's
 * engine process (server/sandbox), which says what it has loaded (`isWarm`).
 */
export class OcrRegistry {
  constructor(
    readonly isWarm: (mode: Segmentation) => boolean = () => false,
    readonly models: readonly OcrModel[] = LOCAL_OCR_MODELS,
  ) {}

  list(): RegisteredModel[] {
    return this.models.map((m) => ({
      name: m.name,
      kind: 'ocr',
      tasks: [...m.tasks],
      languages: ['en'],
      ready: this.isWarm(m.segmentation),
    }));
  }

  /** The model for a request, or why not in words naming the models that can. */
  find(name: string, task: OcrTask): OcrModel | { refused: string } {
    const can = this.models.filter((m) => m.tasks.includes(task)).map((m) => m.name);
    const model = this.models.find((m) => m.name === name);
    if (!model)
      return {
        refused: `No OCR model is registered as "${name}"; the OCR models are ${this.models.map((m) => m.name).join(', ')}`,
      };
    if (!model.tasks.includes(task))
      return {
        refused: `${name} cannot do the ${task} task; ${can.length ? `${can.join(', ')} can` : 'no registered model can'}`,
      };
    return model;
  }
}
