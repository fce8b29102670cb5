import type { CopyBrief, CopyVariantDraft } from '../../contract/copy';

/** Findings of the content checks, handed back to the provider for its one repair attempt. */
export interface RepairHint {
  findings: string[];
}

export interface TextProvider {
  readonly name: string;
  readonly engineVersion: string;
  composeCopy(brief: CopyBrief, repair?: RepairHint): Promise<CopyVariantDraft[]>;
}

export { IncompleteOutputError, ProviderError } from '../errors';
