import * as v from 'valibot';
import { LEARNING_TEXTS as T } from './learningTexts';

/** The verification page's one field: the code as printed (the server reads dashes, case and O/0 itself). */
export const verifyCodeSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.nonEmpty(T.codeRequired), v.maxLength(40, T.notFound)),
});

export type VerifyCodeForm = v.InferOutput<typeof verifyCodeSchema>;
