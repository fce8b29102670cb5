import type { CopyDialect } from '../../../contract/enums';
import classical from './classical.json';
import egyptian from './egyptian.json';
import emirati from './emirati.json';
import english from './english.json';
import gulf from './gulf.json';
import iraqi from './iraqi.json';
import levantine from './levantine.json';
import saudi from './saudi.json';
import { truthBank, type TruthBank } from './schema';

export { KINDS, type Kind, type KindBank, type TruthBank, type Addressed } from './schema';

// Validated once at load: a broken data file fails the worker's start, not a request.
const BANKS: Record<CopyDialect | 'none', TruthBank> = {
  saudi: truthBank.parse(saudi),
  emirati: truthBank.parse(emirati),
  gulf: truthBank.parse(gulf),
  egyptian: truthBank.parse(egyptian),
  levantine: truthBank.parse(levantine),
  iraqi: truthBank.parse(iraqi),
  classical: truthBank.parse(classical),
  none: truthBank.parse(english),
};

/** The truth bank of a variety (`none`: English). */
export function truthBankFor(dialect: CopyDialect | 'none'): TruthBank {
  return BANKS[dialect];
}
