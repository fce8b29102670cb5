import type { CopyDialect } from '../../../contract/enums';
import classical from './classical.json';
import egyptian from './egyptian.json';
import emirati from './emirati.json';
import english from './english.json';
import gulf from './gulf.json';
import iraqi from './iraqi.json';
import levantine from './levantine.json';
import saudi from './saudi.json';
import { varietyBank, type VarietyBank } from './schema';

export { VERTICALS, type Vertical, type VarietyBank } from './schema';

// Validated once at load: a broken data file fails the worker's start, not a request.
const BANKS: Record<CopyDialect | 'none', VarietyBank> = {
  saudi: varietyBank.parse(saudi),
  emirati: varietyBank.parse(emirati),
  gulf: varietyBank.parse(gulf),
  egyptian: varietyBank.parse(egyptian),
  levantine: varietyBank.parse(levantine),
  iraqi: varietyBank.parse(iraqi),
  classical: varietyBank.parse(classical),
  none: varietyBank.parse(english),
};

/** The vertical phrase bank of a variety (`none`: English). */
export function varietyBankFor(dialect: CopyDialect | 'none'): VarietyBank {
  return BANKS[dialect];
}
