import { describe, expect, it } from 'vitest';
import { DEFAULT_TRANSLATION_MODEL, OCR_MODELS } from '../../../lib/contract/assumed';
import {
  batchTranslateRequest,
  bleuRequest,
  chrfRequest,
  pendingTaskSubmission,
  queuedTaskSubmission,
  scoreTask,
  translationTask,
} from '../../../lib/contract/model-jobs';
import {
  defaultOcrModel,
  documentParseForm,
  itrpRequest,
  ocrBlocksStatus,
  ocrExtractRequest,
  ocrExtractTask,
} from '../../../lib/contract/model-jobs-media';

const png =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const itrp = { image: png, source_lang: 'en', target_lang: 'de' };

describe('itrpRequest', () => {
  it('defaults to the table OCR model and the default translation model', () => {
    expect(itrpRequest.parse(itrp)).toMatchObject({
      ocr_model: OCR_MODELS.table,
      translation_model: DEFAULT_TRANSLATION_MODEL,
    });
  });

  it.each([
    ['a 20-character target_lang', { target_lang: 'x'.repeat(20) }, true],
    ['a 21-character target_lang', { target_lang: 'x'.repeat(21) }, false],
    ['an empty source_lang', { source_lang: '' }, false],
    ['a 64-character ocr_variant', { ocr_variant: 'v'.repeat(64) }, true],
    ['a 65-character translation_variant', { translation_variant: 'v'.repeat(65) }, false],
    ['a null variant', { ocr_variant: null }, true],
    ['a data: URL instead of base64', { image: `data:image/png;base64,${png}` }, false],
    ['an image that is not base64', { image: 'not an image!' }, false],
    ['no image', { image: undefined }, false],
  ])('%s', (_name, patch, ok) => {
    expect(itrpRequest.safeParse({ ...itrp, ...patch }).success).toBe(ok);
  });
});

const translate = {
  source_lang: 'en',
  target_lang: 'es',
  registered_model_name: DEFAULT_TRANSLATION_MODEL,
  items: [{ 'nav.home': 'Home', greeting: 'Hello {name}' }],
};

describe('batchTranslateRequest', () => {
  it('defaults use_pivot and skip_evaluation to false', () => {
    expect(batchTranslateRequest.parse(translate)).toMatchObject({
      use_pivot: false,
      skip_evaluation: false,
    });
  });

  it.each([
    ['no items', { items: [] }],
    ['a number as a value', { items: [{ count: 3 }] }],
    ['no model', { registered_model_name: undefined }],
    ['a 21-character target_lang', { target_lang: 'x'.repeat(21) }],
    ['use_pivot as a string', { use_pivot: 'yes' }],
  ])('rejects %s', (_name, patch) => {
    expect(batchTranslateRequest.safeParse({ ...translate, ...patch }).success).toBe(false);
  });
});

describe('scoring requests', () => {
  it.each([
    ['BLEU, both filled', bleuRequest, { hypothesis: 'a', reference: 'b' }, true],
    ['BLEU, empty hypothesis', bleuRequest, { hypothesis: '', reference: 'b' }, false],
    ['BLEU, empty reference', bleuRequest, { hypothesis: 'a', reference: '' }, false],
    ['chrF, empty hypothesis', chrfRequest, { hypothesis: '', reference: 'b' }, true],
    ['chrF, missing reference', chrfRequest, { hypothesis: 'a' }, false],
  ])('%s', (_name, schema, body, ok) => {
    expect(schema.safeParse(body).success).toBe(ok);
  });
});

describe('OCR requests', () => {
  it('defaults to plain text OCR and picks the model that can do the task', () => {
    expect(ocrExtractRequest.parse({ image: png })).toMatchObject({
      output_format: 'text',
      task: 'ocr',
    });
    expect(defaultOcrModel('ocr')).toBe(OCR_MODELS.general);
    expect(defaultOcrModel('table')).toBe(OCR_MODELS.table);
  });

  it.each([
    ['an unknown task', { task: 'handwriting' }],
    ['an unknown output format', { output_format: 'html' }],
  ])('rejects %s', (_name, patch) => {
    expect(ocrExtractRequest.safeParse({ image: png, ...patch }).success).toBe(false);
  });
});

describe('documentParseForm', () => {
  const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'a.pdf', {
    type: 'application/pdf',
  });

  it('applies the defaults of the interface', () => {
    expect(documentParseForm.parse({ file })).toMatchObject({
      backend: 'hybrid-auto-engine',
      parse_method: 'auto',
      language: 'en',
      formula_enable: true,
      table_enable: true,
    });
  });

  it.each([
    ['"false"', 'false', false],
    ['"0"', '0', false],
    ['"true"', 'true', true],
    ['"on"', 'on', true],
  ])('reads the form value %s as a boolean', (_name, value, expected) => {
    expect(documentParseForm.parse({ file, table_enable: value }).table_enable).toBe(expected);
  });

  it.each([
    ['no file', {}],
    ['a string instead of a file', { file: 'a.pdf' }],
    ['an empty file', { file: new File([], 'empty.pdf') }],
    ['an unknown backend', { file, backend: 'fast' }],
    ['a form value that is not a boolean', { file, formula_enable: 'maybe' }],
  ])('rejects %s', (_name, form) => {
    expect(documentParseForm.safeParse(form).success).toBe(false);
  });
});

describe('task records', () => {
  const base = { task_id: 't1', created_at: 1 };
  const bleu = {
    metric: 'bleu',
    score: 48.89,
    signature: 'nrefs:1|case:mixed|eff:yes|tok:13a|smooth:exp|version:2.6.0',
    details: {
      counts: [6, 4, 2, 1],
      totals: [7, 6, 5, 4],
      precisions: [85.7, 66.7, 40, 25],
      bp: 1,
      sys_len: 7,
      ref_len: 7,
    },
  };

  it('reads the initial status when a submission omits it', () => {
    expect(queuedTaskSubmission.parse({ task_id: 't' }).status).toBe('queued');
    expect(pendingTaskSubmission.parse({ task_id: 't' }).status).toBe('pending');
  });

  it.each([
    [
      'a queued translation with no result yet',
      translationTask,
      { ...base, status: 'queued' },
      true,
    ],
    [
      'a translation that is pending (scoring status)',
      translationTask,
      { ...base, status: 'pending' },
      false,
    ],
    [
      'a completed task without its result',
      translationTask,
      { ...base, status: 'completed', result: null },
      false,
    ],
    [
      'a completed translation with a placeholder check',
      translationTask,
      {
        ...base,
        status: 'completed',
        result: {
          items: [{ greeting: 'Hola' }],
          model: 'apertium',
          variant: null,
          pivot: null,
          evaluation: {
            checks: [
              { index: 0, key: 'greeting', code: 'PLACEHOLDER_MISSING', message: '{name} lost' },
            ],
          },
        },
        added_by_newer_backend: true,
      },
      true,
    ],
    ['a completed BLEU score', scoreTask, { ...base, status: 'completed', result: bleu }, true],
    ['a scoring task that is queued (OCR status)', scoreTask, { ...base, status: 'queued' }, false],
    [
      'BLEU details with three orders',
      scoreTask,
      {
        ...base,
        status: 'completed',
        result: { ...bleu, details: { ...bleu.details, counts: [1, 2, 3] } },
      },
      false,
    ],
    [
      'chrF with BLEU details',
      scoreTask,
      { ...base, status: 'completed', result: { ...bleu, metric: 'chrf' } },
      false,
    ],
    [
      'an OCR extract with markdown',
      ocrExtractTask,
      {
        ...base,
        status: 'completed',
        result: { markdown: '# Hi', model_used: 'ocr-markdown', processing_time_ms: 12 },
      },
      true,
    ],
    [
      'an OCR extract with neither text nor markdown',
      ocrExtractTask,
      {
        ...base,
        status: 'completed',
        result: { model_used: 'ocr-general', processing_time_ms: 12 },
      },
      false,
    ],
  ])('%s', (_name, schema, record, ok) => {
    expect(schema.safeParse(record).success).toBe(ok);
  });
});

describe('ocrBlocksStatus', () => {
  const block = { text: 'Save', bbox: [10, 20, 80, 24], confidence: 0.93 };

  it('reads absent text_blocks as null while pending', () => {
    expect(ocrBlocksStatus.parse({ task_id: 't', status: 'pending' }).text_blocks).toBeNull();
  });

  it.each([
    ['a completed task with a block', { status: 'completed', text_blocks: [block] }, true],
    [
      'a bbox of three numbers',
      { status: 'completed', text_blocks: [{ ...block, bbox: [1, 2, 3] }] },
      false,
    ],
    [
      'a confidence over 1',
      { status: 'completed', text_blocks: [{ ...block, confidence: 93 }] },
      false,
    ],
    ['the queued status', { status: 'queued' }, false],
  ])('%s', (_name, patch, ok) => {
    expect(ocrBlocksStatus.safeParse({ task_id: 't', ...patch }).success).toBe(ok);
  });
});
