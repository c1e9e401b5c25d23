import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

/**
 * Where uploaded files go. Local disk under DATA_DIR by default; an S3-compatible bucket is a second
 * implementation of this interface selected by configuration.
 */
export interface ObjectStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(keys: string[]): Promise<void>;
  /** The URL a browser loads the object from. */
  url(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export class LocalStorage implements ObjectStorage {
  constructor(
    readonly root: string,
    private readonly publicPrefix = '/uploads',
  ) {}

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
  }

  async delete(keys: string[]): Promise<void> {
    await Promise.all(keys.map((k) => rm(this.pathOf(k), { force: true })));
  }

  url(key: string): string {
    return `${this.publicPrefix}/${key}`;
  }
}

const instances = new Map<string, LocalStorage>();

/** One storage per uploads directory, shared by the modules of a process. */
export function storageFor(dataDir: string): LocalStorage {
  const root = resolve(dataDir, 'uploads');
  let s = instances.get(root);
  if (!s) {
    s = new LocalStorage(root);
    instances.set(root, s);
  }
  return s;
}
