// What every upload route needs from where files go (local folders: store.ts; a bucket: s3.ts).
export interface MediaStore {
  readonly kind: 'local' | 's3';
  /** Stores a public image under `key` (`users/<random>.webp`); the URL to save and show. */
  putPublic(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Removes a public image by the URL putPublic gave (any other URL is left alone). */
  removePublic(url: string | null): Promise<void>;
  /** The public URL of `key` (media:migrate and the old /uploads/… paths). */
  publicUrl(key: string): string;
  /** An identity document (never public; encrypted at rest on a bucket). `name` has no slash. */
  putPrivate(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** For an admin: the bytes (local) or a URL signed for `seconds` (bucket). null when missing. */
  readPrivate(name: string, seconds: number): Promise<{ bytes: Buffer } | { url: string } | null>;
  removePrivate(name: string): Promise<void>;
}
