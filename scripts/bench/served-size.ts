import { request } from 'node:http';

/** Bytes on the wire when a client that accepts only gzip fetches `url` (identity if not gzipped). */
export function servedGzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Memoised per URL: pages share most chunks. */
export function servedSizes(): (url: string) => Promise<number> {
  const sizes = new Map<string, Promise<number>>();
  return (url) => {
    let size = sizes.get(url);
    if (!size) sizes.set(url, (size = servedGzipBytes(url)));
    return size;
  };
}
