import type { CopyDialect, OutputLanguage } from './enums';

/** DECISIONS.md "Markets and dialects". */
export const MARKET_DIALECTS: Readonly<Record<string, CopyDialect>> = {
  SA: 'saudi',
  AE: 'emirati',
  KW: 'gulf',
  QA: 'gulf',
  BH: 'gulf',
  OM: 'gulf',
  EG: 'egyptian',
  JO: 'levantine',
  LB: 'levantine',
  SY: 'levantine',
  PS: 'levantine',
  IQ: 'iraqi',
};

export const FALLBACK_DIALECT: CopyDialect = 'saudi';

export type DialectSource = 'explicit' | 'market' | 'fallback';

export interface ResolvedDialect {
  dialect: CopyDialect | 'none';
  dialect_source: DialectSource | null;
}

export function resolveDialect(
  language: OutputLanguage,
  dialect?: CopyDialect,
  market?: string,
): ResolvedDialect {
  if (language === 'en') return { dialect: 'none', dialect_source: null };
  if (dialect) return { dialect, dialect_source: 'explicit' };
  if (market) return { dialect: MARKET_DIALECTS[market] ?? 'classical', dialect_source: 'market' };
  return { dialect: FALLBACK_DIALECT, dialect_source: 'fallback' };
}
