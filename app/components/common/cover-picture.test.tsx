// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoverPicture } from './cover-picture.tsx';

const name = `${'a1'.repeat(16)}-2000x1200`;
const base = `/media/covers/${name}`;

describe('CoverPicture', () => {
  it('offers AVIF and WebP before a JPEG, each in every stored size', () => {
    const { container } = render(
      <CoverPicture
        cover={{ image: name, alt: 'Women around a table at the July meetup' }}
        sizes="(min-width: 1024px) 50vw, 100vw"
      />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      `${base}/480.avif 480w, ${base}/960.avif 960w, ${base}/1600.avif 1600w`,
    );
    expect(sources[1]?.getAttribute('srcset')).toBe(
      `${base}/480.webp 480w, ${base}/960.webp 960w, ${base}/1600.webp 1600w`,
    );
    for (const source of sources) {
      expect(source.getAttribute('sizes')).toBe('(min-width: 1024px) 50vw, 100vw');
    }

    const image = container.querySelector('picture > img')!;
    expect(image.getAttribute('alt')).toBe('Women around a table at the July meetup');
    expect(image.getAttribute('src')).toBe(`${base}/1600.jpg`);
    expect(image.getAttribute('srcset')).toBe(
      `${base}/480.jpg 480w, ${base}/960.jpg 960w, ${base}/1600.jpg 1600w`,
    );
    // The photo's own aspect, so the page keeps its box before it loads.
    expect(image.getAttribute('width')).toBe('2000');
    expect(image.getAttribute('height')).toBe('1200');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('fetchpriority')).toBe('auto');
  });

  it('loads the hero photo first when asked, and never names a size larger than the photo', () => {
    const small = `${'b2'.repeat(16)}-700x400`;
    const { container } = render(
      <CoverPicture
        cover={{ image: small, alt: 'The venue' }}
        sizes="100vw"
        loading="eager"
        fetchPriority="high"
      />,
    );
    const image = container.querySelector('img')!;
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('srcset')).toBe(
      `/media/covers/${small}/480.jpg 480w, /media/covers/${small}/700.jpg 700w`,
    );
    expect(image.getAttribute('src')).toBe(`/media/covers/${small}/700.jpg`);
  });

  it('shows nothing for a name no upload gives', () => {
    const { container } = render(
      <CoverPicture cover={{ image: 'sample-cover.jpg', alt: 'x' }} sizes="100vw" />,
    );
    expect(container.innerHTML).toBe('');
  });
});
