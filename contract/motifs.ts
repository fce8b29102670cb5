/**
 * The subjects the local image engine can draw, by name. The ad catalog's files name them and the seed checks
 * them; providers/image/motifs.ts draws each one (its table must have exactly these keys).
 */
export const MOTIF_IDS = [
  'cup',
  'bag',
  'gift',
  'phone',
  'laptop',
  'car',
  'house',
  'plane',
  'plant',
  'sun',
  'crescent',
  'lantern',
  'star',
  'heart',
  'bottle',
  'box',
  'clock',
  'book',
  'dumbbell',
  'palm',
  'meal',
  'tag',
  'building',
  'emblem',
] as const;
export type MotifId = (typeof MOTIF_IDS)[number];

export function isMotifId(name: string): name is MotifId {
  return (MOTIF_IDS as readonly string[]).includes(name);
}
