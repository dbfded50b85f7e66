import { describe, expect, it } from 'vitest';
import { resourceButtonLabel, resources } from './resources.ts';

describe('resources', () => {
  it('lists the six resources of the product description with their types', () => {
    expect(resources.map((resource) => resource.type)).toEqual([
      'Guide',
      'Template',
      'Guide',
      'Tools',
      'Analysis',
      'Tools',
    ]);
    expect(new Set(resources.map((resource) => resource.pdfPath)).size).toBe(6);
  });

  it('labels the button by type', () => {
    expect(resourceButtonLabel('Guide')).toBe('Get Guide');
    expect(resourceButtonLabel('Template')).toBe('Get Template');
    expect(resourceButtonLabel('Tools')).toBe('See Tools');
    expect(resourceButtonLabel('Analysis')).toBe('See Analysis');
    expect(resourceButtonLabel('Video')).toBe('View Resource');
  });
});
