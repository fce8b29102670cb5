import type { CopyBrief, CopyVariantDraft } from '../../contract/copy';
import type { CopyDialect } from '../../contract/enums';

/** Findings of the content checks, handed back to the provider for its one repair attempt. */
export interface RepairHint {
  findings: string[];
}

export interface TextProvider {
  readonly name: string;
  readonly engineVersion: string;
  composeCopy(brief: CopyBrief, repair?: RepairHint): Promise<CopyVariantDraft[]>;
  /** Present only on providers that can translate (the local composer cannot). */
  translate?(request: TranslationRequest): Promise<string>;
}

export interface TranslationRequest {
  text: string;
  from: 'ar' | 'en';
  to: 'ar' | 'en';
  /** The Arabic variety to write when translating into Arabic. */
  dialect: CopyDialect | null;
  maxCharacters: number;
}

export { IncompleteOutputError, ProviderError } from '../errors';
