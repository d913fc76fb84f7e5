import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { cdnS3Of, type CdnS3Settings, PlatformConfigError } from './config';
import {
  FolderPublisher,
  IMMUTABLE_CACHE_CONTROL,
  S3Publisher,
  bucketFilesOf,
  publisherFor,
  s3ClientFor,
  sourceMapDir,
} from './cdn-publisher';
import { testPlatformConfig } from './test-platform-config';

const BUCKET = 'escapade-cdn';
/** s3rver's own account: it refuses any other key id (it does not check SigV4 signatures themselves). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A remote's build as webpack writes it: code, maps, precompressed copies, a server bundle, the build's stamp. */
const BUILD: Record<string, string> = {
  'remoteEntry.js': 'var mfe_gift;',
  'remoteEntry.js.br': 'brotli',
  'remoteEntry.js.gz': 'gzip',
  'remoteEntry.js.map': '{"sources":["whole source"]}',
  'mf-manifest.json': '{"name":"mfe_gift"}',
  'mf-manifest.json.br': 'brotli',
  'mf-manifest.json.gz': 'gzip',
  'mf-stats.json': '{}',
  'app.1234abcd.js': 'export{}',
  'app.1234abcd.js.map': '{}',
  'app.1234abcd.js.LICENSE.txt': 'MIT',
  'app.ddb898ef.css': '.gift{}',
  'app.ddb898ef.css.gz': 'gzip',
  'assets/logo.1234abcd.svg': '<svg/>',
  'assets/photo.1234abcd.webp': 'RIFF',
  'assets/font.1234abcd.woff2': 'wOF2',
  'server/server.js': 'module.exports = { whole: "app" }',
  '.source-hash': 'abcdef1234',
};

const PUBLISHED = [
  'app.1234abcd.js',
  'app.1234abcd.js.LICENSE.txt',
  'app.ddb898ef.css',
  'assets/font.1234abcd.woff2',
  'assets/logo.1234abcd.svg',
  'assets/photo.1234abcd.webp',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
];

function writeBuild(dist: string): void {
  for (const [file, text] of Object.entries(BUILD)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  }
}

// The SDK's notice that its releases of 2027 will need Node 22 is for the shop's operators, not its tests.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

let root: string;
let dist: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cdn-publisher-'));
  dist = path.join(root, 'dist');
  writeBuild(dist);
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('bucketFilesOf', () => {
  it('leaves out source maps, the server bundle, precompressed copies and the build stamp', () => {
    expect(bucketFilesOf(dist)).toEqual(PUBLISHED);
  });

  it('keeps a compressed file that is no copy of another', () => {
    fs.writeFileSync(path.join(dist, 'catalogue.tar.gz'), 'an archive');
    expect(bucketFilesOf(dist)).toContain('catalogue.tar.gz');
  });
});

describe('publisherFor', () => {
  it('publishes to the cdn folder unless a bucket is named', () => {
    const config = testPlatformConfig(root);
    expect(publisherFor(config)).toBeInstanceOf(FolderPublisher);
    const cdnS3: CdnS3Settings = { bucket: BUCKET, region: 'us-east-1', prefix: '' };
    const s3 = publisherFor({ ...config, cdnS3 });
    expect(s3).toBeInstanceOf(S3Publisher);
    expect(s3.describe()).toBe('s3://escapade-cdn/ (us-east-1)');
  });

  it('keeps the source maps of a folder deploy beside the cdn, as publishBuild does', async () => {
    const config = testPlatformConfig(root);
    await publisherFor(config).publish(dist, 'mfe-gift', '1.0.0-abc');
    expect(fs.existsSync(path.join(config.cdnDir, 'mfe-gift', '1.0.0-abc', 'remoteEntry.js'))).toBe(true);
    expect(fs.existsSync(path.join(config.cdnDir, 'mfe-gift', '1.0.0-abc', 'remoteEntry.js.map'))).toBe(false);
    expect(
      fs.readFileSync(path.join(sourceMapDir(config, 'mfe-gift', '1.0.0-abc'), 'remoteEntry.js.map'), 'utf8'),
    ).toBe(BUILD['remoteEntry.js.map']);
  });
});

describe('cdnS3Of', () => {
  const CDN = { CDN_S3_BUCKET: BUCKET, CDN_ORIGIN: 'https://cdn.escapade.example' };

  function failure(env: NodeJS.ProcessEnv): string {
    try {
      cdnS3Of(env);
    } catch (error) {
      expect(error).toBeInstanceOf(PlatformConfigError);
      return (error as Error).message;
    }
    throw new Error('cdnS3Of accepted it');
  }

  it('names no bucket by default, and AWS in us-east-1 with no prefix when only the bucket is given', () => {
    expect(cdnS3Of({})).toEqual({});
    expect(cdnS3Of(CDN)).toEqual({ cdnS3: { bucket: BUCKET, region: 'us-east-1', prefix: '' } });
  });

  it('reads an S3-compatible endpoint, a region and a key prefix', () => {
    expect(
      cdnS3Of({
        ...CDN,
        CDN_S3_ENDPOINT: 'http://127.0.0.1:9000/',
        CDN_S3_REGION: 'auto',
        CDN_S3_PREFIX: '/shop/remotes',
      }),
    ).toEqual({
      cdnS3: { bucket: BUCKET, endpoint: 'http://127.0.0.1:9000', region: 'auto', prefix: 'shop/remotes/' },
    });
  });

  it('refuses an endpoint that is no http address, or carries credentials', () => {
    expect(failure({ ...CDN, CDN_S3_ENDPOINT: 'minio:9000' })).toMatch(
      /CDN_S3_ENDPOINT must be an http or https address/,
    );
    expect(failure({ ...CDN, CDN_S3_ENDPOINT: 's3://escapade-cdn' })).toMatch(/CDN_S3_ENDPOINT must be an http/);
    expect(failure({ ...CDN, CDN_S3_ENDPOINT: 'https://key:secret@minio.internal' })).toMatch(
      /no query, nor credentials/,
    );
  });

  it('refuses a bucket named with a scheme or a path, a wrong prefix, and settings without a bucket', () => {
    expect(failure({ ...CDN, CDN_S3_BUCKET: 's3://escapade-cdn' })).toMatch(/bucket name alone/);
    expect(failure({ ...CDN, CDN_S3_BUCKET: 'escapade-cdn/remotes' })).toMatch(/CDN_S3_PREFIX/);
    expect(failure({ ...CDN, CDN_S3_PREFIX: 'shop/../other' })).toMatch(/CDN_S3_PREFIX must be a key prefix/);
    expect(failure({ CDN_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toMatch(/CDN_S3_ENDPOINT set without CDN_S3_BUCKET/);
  });

  it('needs CDN_ORIGIN to name the CDN in front of the bucket, an origin alone', () => {
    expect(failure({ CDN_S3_BUCKET: BUCKET })).toMatch(/CDN_ORIGIN must name the CDN that serves the bucket/);
    expect(failure({ ...CDN, CDN_ORIGIN: 'https://cdn.escapade.example/remotes' })).toMatch(
      /CDN_ORIGIN must be an origin alone/,
    );
  });
});

describe('S3Publisher, against an S3-compatible server (s3rver)', () => {
  let server: S3rver;
  let endpoint: string;
  /** The keys the server wrote, in the order it wrote them. */
  let written: string[];

  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-')),
      resetOnClose: true,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    server.on('event', (event) => {
      for (const record of event.Records)
        if (record.eventName.startsWith('ObjectCreated')) written.push(decodeURIComponent(record.s3.object.key));
    });
  });

  afterAll(() => server.close());

  beforeEach(() => {
    written = [];
  });

  function publisher(prefix: string, credentials = CREDENTIALS): { publisher: S3Publisher; client: S3Client } {
    const settings: CdnS3Settings = { bucket: BUCKET, endpoint, region: 'us-east-1', prefix };
    const client = s3ClientFor(settings, { credentials });
    return { publisher: new S3Publisher(settings, { localDir: root }, client), client };
  }

  async function keysUnder(client: S3Client, prefix: string): Promise<string[]> {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
  }

  it('uploads the build under <prefix><remote>/<version>/ with its types and a year of caching, the manifest last', async () => {
    const { publisher: s3, client } = publisher('shop/');
    await s3.publish(dist, 'mfe-gift', '1.0.0-abc');

    const base = 'shop/mfe-gift/1.0.0-abc/';
    expect(await keysUnder(client, 'shop/')).toEqual(PUBLISHED.map((file) => base + file));
    expect(written).toHaveLength(PUBLISHED.length);
    expect(written.at(-1)).toBe(`${base}mf-manifest.json`);

    const types: Record<string, string> = {};
    for (const file of PUBLISHED) {
      const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: base + file }));
      types[file] = head.ContentType ?? '';
      expect(head.CacheControl).toBe(IMMUTABLE_CACHE_CONTROL);
    }
    expect(types).toEqual({
      'app.1234abcd.js': 'application/javascript; charset=utf-8',
      'app.1234abcd.js.LICENSE.txt': 'text/plain; charset=utf-8',
      'app.ddb898ef.css': 'text/css; charset=utf-8',
      'assets/font.1234abcd.woff2': 'font/woff2',
      'assets/logo.1234abcd.svg': 'image/svg+xml',
      'assets/photo.1234abcd.webp': 'image/webp',
      'mf-manifest.json': 'application/json; charset=utf-8',
      'mf-stats.json': 'application/json; charset=utf-8',
      'remoteEntry.js': 'application/javascript; charset=utf-8',
    });
    const entry = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `${base}remoteEntry.js` }));
    expect(await entry.Body?.transformToString()).toBe(BUILD['remoteEntry.js']);

    // The maps stay on the deploying machine.
    expect(fs.readFileSync(path.join(root, 'sourcemaps', 'mfe-gift', '1.0.0-abc', 'app.1234abcd.js.map'), 'utf8')).toBe(
      '{}',
    );
  });

  it('uploads nothing for a version already published, even if the build changed since', async () => {
    const { publisher: s3, client } = publisher('again/');
    await s3.publish(dist, 'mfe-gift', '1.0.0-abc');
    written = [];
    fs.writeFileSync(path.join(dist, 'app.1234abcd.js'), 'changed');
    await s3.publish(dist, 'mfe-gift', '1.0.0-abc');
    expect(written).toEqual([]);
    const app = await client.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: 'again/mfe-gift/1.0.0-abc/app.1234abcd.js' }),
    );
    expect(await app.Body?.transformToString()).toBe('export{}');
  });

  it('names the key of a failed upload, never writes the manifest then, and finishes the version on the next deploy', async () => {
    const { publisher: s3, client } = publisher('halfway/');
    let failing = true;
    client.middlewareStack.add(
      (next) => async (args) => {
        const input = args.input as { Key?: string };
        if (failing && input.Key?.endsWith('/assets/logo.1234abcd.svg')) throw new Error('connection reset');
        return next(args);
      },
      { step: 'initialize', name: 'failOneUpload' },
    );
    await expect(s3.publish(dist, 'mfe-gift', '1.0.0-abc')).rejects.toThrow(
      's3://escapade-cdn/halfway/mfe-gift/1.0.0-abc/assets/logo.1234abcd.svg: Error: connection reset',
    );
    expect(written).not.toContain('halfway/mfe-gift/1.0.0-abc/mf-manifest.json');

    failing = false;
    written = [];
    await s3.publish(dist, 'mfe-gift', '1.0.0-abc');
    expect(written.at(-1)).toBe('halfway/mfe-gift/1.0.0-abc/mf-manifest.json');
    expect(await keysUnder(client, 'halfway/')).toHaveLength(PUBLISHED.length);
  });

  it('says what the credentials lack when the bucket refuses them, and uploads nothing', async () => {
    const { publisher: s3 } = publisher('refused/', { accessKeyId: 'NOBODY', secretAccessKey: 'S3RVER' });
    await expect(s3.publish(dist, 'mfe-gift', '1.0.0-abc')).rejects.toThrow(
      /s3:\/\/escapade-cdn\/refused\/mfe-gift\/1\.0\.0-abc\/mf-manifest\.json was refused \(403\)/,
    );
    expect(written).toEqual([]);
  });

  it('refuses a folder that is no remote build', async () => {
    fs.rmSync(path.join(dist, 'mf-manifest.json'));
    await expect(publisher('').publisher.publish(dist, 'mfe-gift', '1.0.0-abc')).rejects.toThrow(
      /has no mf-manifest.json/,
    );
  });
});
