/**
 * Code a remote fetches after its entry (a page, a language's texts), one download per key, kept
 * once it came. Shared by the remotes' page modules and texts stores, which meet the same failures.
 */
export interface ChunkDownloads<Key, Value> {
  /** Downloads the key's value once; mounts asking at the same time share the download. */
  load(key: Key): Promise<void>;
  /** The key's value once it is here, else undefined. */
  loaded(key: Key): Value | undefined;
  /** Puts a value there without a download: a server bundle holds everything already. */
  register(key: Key, value: Value): void;
}

/** A bound on one download's attempts in a row; a chunk needs a handful of files. */
const MAX_DOWNLOAD_ATTEMPTS = 16;

/** The file an `import()` failed on: webpack's ChunkLoadError names it in `request`. */
function failedFileOf(error: unknown): string | undefined {
  const file = (error as { request?: unknown } | null)?.request;
  return typeof file === 'string' ? file : undefined;
}

/**
 * Runs a chunk's `import()`, asking again at once while each attempt fails on a file that had not
 * failed before. The page announced its files to the browser (link preload), and a preload that
 * failed (the cdn away when the page came) is handed by the browser to the first script asking
 * for the same file, as if that request had failed: each file can fail that way once, and the
 * shared libraries' files of a chunk load one after another, so one attempt meets one of them. A
 * file that fails twice is a real failure. (A retry library counts attempts; this rule is about
 * which file failed.)
 */
export async function downloadChunk<Value>(importChunk: () => Promise<Value>): Promise<Value> {
  const failedFiles = new Set<string>();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await importChunk();
    } catch (error) {
      const file = failedFileOf(error);
      if (file === undefined || failedFiles.has(file) || attempt >= MAX_DOWNLOAD_ATTEMPTS) throw error;
      failedFiles.add(file);
    }
  }
}

export function chunkDownloads<Key, Value>(importChunk: (key: Key) => Promise<Value>): ChunkDownloads<Key, Value> {
  const values = new Map<Key, Value>();
  const downloads = new Map<Key, Promise<void>>();
  const load = (key: Key): Promise<void> => {
    if (values.has(key)) return Promise.resolve();
    let download = downloads.get(key);
    if (!download) {
      download = downloadChunk(() => importChunk(key)).then(
        (value) => {
          values.set(key, value);
          downloads.delete(key);
        },
        (error: unknown) => {
          // A download that failed (the cdn gone a moment) is tried again by the next mount.
          downloads.delete(key);
          throw error;
        },
      );
      downloads.set(key, download);
    }
    return download;
  };
  return {
    load,
    loaded: (key) => values.get(key),
    register: (key, value) => void values.set(key, value),
  };
}
