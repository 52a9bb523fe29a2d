import type { z } from 'zod';

/**
 * Who may send a message to the background: a content script (about its own tab and frame
 * only), an extension page (the side panel, the options page, automation), or both.
 */
export type Sender = 'content' | 'page' | 'both';

declare const answerType: unique symbol;

/** One message: who may send it, its payload's schema, and (as a type only) its answer. */
export interface MessageSpec<S extends Sender, R extends z.ZodObject, A> {
  from: S;
  request: R;
  /** Never set: carries the answer type to `ask`, `send` and the handlers. */
  readonly [answerType]?: { answer: A };
}

export const message =
  <A>() =>
  <S extends Sender, R extends z.ZodObject>(from: S, request: R): MessageSpec<S, R, A> => ({
    from,
    request,
  });

/** The answer type a message carries. */
export type AnswerOf<M> = M extends { readonly [answerType]?: { answer: infer A } } ? A : never;
