// s3rver ships no types of its own: the part of its API the cdn publisher's tests use.
declare module 's3rver' {
  import type { EventEmitter } from 'node:events';
  import type { AddressInfo } from 'node:net';

  namespace S3rver {
    interface Options {
      address?: string;
      /** 0 for any free port. */
      port?: number;
      silent?: boolean;
      /** Where the buckets' objects are kept. */
      directory?: string;
      resetOnClose?: boolean;
      /** Buckets made before the server answers. */
      configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
    }

    /** An S3 event notification, as S3 sends one for each object written (`ObjectCreated:Put`…). */
    interface Event {
      Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string; size: number } } }[];
    }
  }

  class S3rver extends EventEmitter {
    constructor(options?: S3rver.Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    on(event: 'event', listener: (event: S3rver.Event) => void): this;
  }

  export = S3rver;
}
