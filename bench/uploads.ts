import { sniffImage } from '../lib/media/sniff';
import { refusedUrls } from '../lib/net/refused-urls';
import { vetUrl } from '../lib/net/safe-fetch';
import { makePng } from '../test/helpers/images';

/** Microseconds to vet an upload URL and to identify a ~4.7 MB PNG (header walk, no decoding). */
export function uploadValidationTimes(rounds = 2000): { vetUrlUs: number; sniffUs: number; bytes: number } {
  const png = makePng(1280, 1230, { noise: true });
  const options = {
    refusedUrls: refusedUrls(['https://media.example/media/']),
    allowHosts: new Set<string>(),
  };
  let started = performance.now();
  for (let i = 0; i < rounds; i++) vetUrl(`https://cdn${i % 7}.example.com/images/${i}.png?v=${i}`, options);
  const vetUrlUs = ((performance.now() - started) * 1000) / rounds;
  started = performance.now();
  for (let i = 0; i < rounds; i++) sniffImage(png);
  const sniffUs = ((performance.now() - started) * 1000) / rounds;
  return { vetUrlUs, sniffUs, bytes: png.length };
}
