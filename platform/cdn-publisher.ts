/**
 * Where a deploy puts a remote's versioned files for pages to load, `<remote>/<version>/…`: the
 * local cdn's folder (the embedded shop's, served by cdn.ts) or an S3-compatible bucket a CDN serves
 * (CDN_S3_BUCKET…, platform/config.ts). Either way a version, once published, is never rewritten,
 * and a half-published one is never taken for published; source maps stay on the deploying machine
 * (<local>/sourcemaps/<remote>/<version>/), where error reports can be decoded and no visitor can
 * fetch them.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { CdnS3Settings, PlatformConfig, RemoteName } from './config';
import { contentTypeOf } from './cdn-files';
import { PRECOMPRESSED_FILE } from './compression';
import { SERVER_OUTPUT_FOLDER } from './http-rules';

export interface CdnPublisher {
  /** Puts a remote's build (its dist folder) on the cdn as `<remote>/<version>/…`, unless that version is there. */
  publish(dist: string, remote: RemoteName, version: string): Promise<void>;
  /** Where it publishes, for a deploy's log. */
  describe(): string;
}

/** The file a version is published by: the registry points at it, and it is written last. */
export const MANIFEST_FILE = 'mf-manifest.json';

/** A versioned file never changes: a browser or a CDN keeps it a year without asking again. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Uploads in flight at once: enough to hide the round trips, few enough for a small machine and the service's rate limits. */
export const UPLOAD_CONCURRENCY = 4;

const isSourceMap = (file: string) => /\.map$/i.test(file);

/** Where a deployed version's source maps are kept. */
export function sourceMapDir(config: Pick<PlatformConfig, 'localDir'>, remote: RemoteName, version: string): string {
  return path.join(config.localDir, 'sourcemaps', remote, version);
}

/** The files of a folder, as relative paths with `/` between segments, in a stable order. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Copies a build's source maps to their own folder, same relative paths, unless it is there (written aside, then renamed). */
function keepSourceMaps(dist: string, target: string): void {
  if (fs.existsSync(target)) return;
  const temp = `${target}.tmp-${process.pid}`;
  for (const map of filesUnder(dist).filter(isSourceMap)) {
    fs.mkdirSync(path.dirname(path.join(temp, map)), { recursive: true });
    fs.copyFileSync(path.join(dist, map), path.join(temp, map));
  }
  fs.mkdirSync(temp, { recursive: true });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.renameSync(temp, target);
}

/**
 * Copies a build to a new cdn version folder without its source maps, and the maps to their own
 * folder, same relative paths. Each folder appears whole or not at all (written aside, then renamed).
 */
export function publishBuild(dist: string, cdnTarget: string, sourceMapTarget: string): void {
  keepSourceMaps(dist, sourceMapTarget);
  if (!fs.existsSync(cdnTarget)) {
    const temp = `${cdnTarget}.tmp-${process.pid}`;
    fs.cpSync(dist, temp, { recursive: true, filter: (source) => !isSourceMap(source) });
    fs.renameSync(temp, cdnTarget);
  }
}

/** The local cdn's folder (<local>/cdn), as the embedded shop serves it (cdn.ts). */
export class FolderPublisher implements CdnPublisher {
  constructor(private readonly config: Pick<PlatformConfig, 'cdnDir' | 'localDir'>) {}

  async publish(dist: string, remote: RemoteName, version: string): Promise<void> {
    publishBuild(dist, path.join(this.config.cdnDir, remote, version), sourceMapDir(this.config, remote, version));
  }

  describe(): string {
    return `the cdn folder ${this.config.cdnDir}`;
  }
}

/**
 * The files of a build a bucket gets: not its source maps; not its server bundle (the whole app
 * unminified, which the local cdn gives the edge alone, against the server-bundle token, and a
 * public bucket would give anyone); not the `.br`/`.gz` copies the build writes beside text files
 * (a bucket cannot choose between them by Accept-Encoding: the CDN in front compresses); not the
 * build's own bookkeeping (dotfiles such as `.source-hash`, which the local cdn does not serve either).
 */
export function bucketFilesOf(dist: string): string[] {
  const files = filesUnder(dist);
  const present = new Set(files);
  return files.filter((file) => {
    const segments = file.split('/');
    if (isSourceMap(file) || segments.some((segment) => segment.startsWith('.'))) return false;
    if (segments[0] === SERVER_OUTPUT_FOLDER) return false;
    const original = file.replace(/\.(br|gz)$/, '');
    return !(original !== file && present.has(original) && PRECOMPRESSED_FILE.test(original));
  });
}

/**
 * The client for a bucket: AWS's own endpoint from its region, or the endpoint given (MinIO, Ceph,
 * R2…) addressed path-style. Credentials come from the AWS SDK's usual chain (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, AWS_PROFILE, a role…), never from this shop's settings. `extra` is for tests.
 */
export function s3ClientFor(settings: CdnS3Settings, extra: S3ClientConfig = {}): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint
      ? {
          endpoint: settings.endpoint,
          forcePathStyle: true,
          // Checksums only where an operation needs one: several S3-compatible services refuse the
          // CRC headers the SDK adds to every upload by default. Uploads carry a Content-MD5 instead.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
    ...extra,
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/** Runs `task` on each item, at most `limit` at once; after a failure none is started, and every failure is thrown. */
async function eachAtMost<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  const failures: unknown[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length && failures.length === 0) {
      const item = items[next++] as T;
      await task(item).catch((error: unknown) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, failures.map(messageOf).join('\n'));
}

/**
 * An S3-compatible bucket a CDN serves at CDN_ORIGIN: each file goes to
 * `<prefix><remote>/<version>/<path>` with the Content-Type the local cdn would give it and a year's
 * immutable caching. The manifest goes last, so a version whose manifest is in the bucket is whole:
 * a deploy that stopped halfway is published again in full by the next, and one already published is
 * not uploaded again.
 */
export class S3Publisher implements CdnPublisher {
  private readonly client: S3Client;

  constructor(
    private readonly settings: CdnS3Settings,
    private readonly config: Pick<PlatformConfig, 'localDir'>,
    client?: S3Client,
  ) {
    this.client = client ?? s3ClientFor(settings);
  }

  describe(): string {
    const where = `s3://${this.settings.bucket}/${this.settings.prefix}`;
    return this.settings.endpoint ? `${where} at ${this.settings.endpoint}` : `${where} (${this.settings.region})`;
  }

  /** The key of a version's file. */
  keyOf(remote: RemoteName, version: string, file: string): string {
    return `${this.settings.prefix}${remote}/${version}/${file}`;
  }

  async publish(dist: string, remote: RemoteName, version: string): Promise<void> {
    keepSourceMaps(dist, sourceMapDir(this.config, remote, version));
    const files = bucketFilesOf(dist);
    if (!files.includes(MANIFEST_FILE)) throw new Error(`${dist} has no ${MANIFEST_FILE}: not a remote's build`);
    if (await this.isPublished(this.keyOf(remote, version, MANIFEST_FILE))) return;
    const upload = (file: string) => this.upload(path.join(dist, file), this.keyOf(remote, version, file));
    await eachAtMost(
      files.filter((file) => file !== MANIFEST_FILE),
      UPLOAD_CONCURRENCY,
      upload,
    );
    await upload(MANIFEST_FILE);
  }

  private async isPublished(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return false;
      throw new Error(
        status === 403
          ? `reading s3://${this.settings.bucket}/${key} was refused (403): the credentials must be valid for the bucket and allowed s3:GetObject and s3:ListBucket (without s3:ListBucket, S3 answers 403 for a version not yet published)`
          : `could not check s3://${this.settings.bucket}/${key}: ${messageOf(error)}`,
        { cause: error },
      );
    }
  }

  private async upload(file: string, key: string): Promise<void> {
    const body = await fs.promises.readFile(file);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Body: body,
          ContentType: contentTypeOf(file),
          CacheControl: IMMUTABLE_CACHE_CONTROL,
          ContentMD5: createHash('md5').update(body).digest('base64'),
        }),
      );
    } catch (error) {
      throw new Error(`could not upload s3://${this.settings.bucket}/${key}: ${messageOf(error)}`, { cause: error });
    }
  }
}

/** The bucket when CDN_S3_BUCKET names one, else the local cdn's folder. */
export function publisherFor(config: PlatformConfig): CdnPublisher {
  return config.cdnS3 ? new S3Publisher(config.cdnS3, config) : new FolderPublisher(config);
}
