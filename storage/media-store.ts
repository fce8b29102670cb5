/** Where generated and uploaded media live. Keys are unguessable; URLs are what partners fetch. */
export interface MediaStore {
  readonly kind: 'local' | 'gcs';
  put(key: string, data: Buffer, contentType: string): Promise<StoredMedia>;
  get(key: string): Promise<Buffer>;
  /** A URL that serves the object now (for signed GCS URLs, freshly signed). */
  url(key: string): Promise<string>;
  /** Deleting a missing object is not an error: retention may run twice. */
  delete(key: string): Promise<void>;
}

export interface StoredMedia {
  key: string;
  url: string;
  contentType: string;
  bytes: number;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
};

export function extensionFor(contentType: string): string {
  const ext = EXTENSIONS[contentType];
  if (!ext) throw new Error(`unsupported media type ${contentType}`);
  return ext;
}

/** Keys are `<prefix>/<26 random base32>.<ext>`; nothing else is accepted, so no path can escape the store. */
export const MEDIA_KEY = /^[a-z]{2,8}\/[a-z2-7]{26}\.(png|jpg|webp|wav|mp3|ogg)$/;
