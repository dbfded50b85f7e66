import type { MediaStorageTarget } from '#server/env.ts';
import { diskStorage } from './disk-storage.ts';
import type { MediaStorage } from './media-storage.ts';
import { s3Storage } from './s3-storage.ts';

const backends = { disk: diskStorage, s3: s3Storage } satisfies {
  [Kind in MediaStorageTarget['kind']]: (
    target: Extract<MediaStorageTarget, { kind: Kind }>,
  ) => MediaStorage;
};

/** The storage the environment names (server/env.ts `media`). */
export function createMediaStorage(target: MediaStorageTarget): MediaStorage {
  const create = backends[target.kind] as (target: MediaStorageTarget) => MediaStorage;
  return create(target);
}
