import { Type, type Static } from '@sinclair/typebox';
import { Strict } from './common.ts';

export const IsoCode = Type.String({ minLength: 2, maxLength: 8, pattern: '^[a-z]{2,3}(-[A-Za-z]{2,4})?$' });

export const Translation = Type.Object({
  id: Type.String(),
  isoCode: IsoCode,
  name: Type.String(),
  flagCode: Type.String(),
  isRtl: Type.Boolean(),
  localHelper: Type.String({ description: 'BCP 47 locale used to format numbers and dates' }),
  translations: Type.Record(Type.String(), Type.String()),
});
export type Translation = Static<typeof Translation>;

/** The language list: every translation without its key-value map. */
export const TranslationSummary = Type.Omit(Translation, ['translations']);
export type TranslationSummary = Static<typeof TranslationSummary>;

export const TranslationQuery = Strict({ isoCode: IsoCode });
export const TranslationList = Type.Array(TranslationSummary);
