import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ethicalAi,
  everydayAi,
  glossary,
  howAiLearns,
  isAiFair,
  playbookAuthor,
  playbookSections,
  whatIsAi,
  whenRobotsLie,
} from './playbook.ts';

describe('the AI Playbook', () => {
  it('lists its sections in the order of the product description', () => {
    expect(playbookSections.map((section) => section.title)).toEqual([
      'Glossary',
      'What Even Is AI?',
      'How AI Learns',
      'When Robots Lie',
      'Is AI Always Fair?',
      'Giving Robots Rules (Ethical AI)',
      'Where You Already Use AI',
      'About the Author',
    ]);
    expect(new Set(playbookSections.map((section) => section.id)).size).toBe(8);
  });

  it('defines the eight glossary terms', () => {
    expect(glossary.entries.map((entry) => entry.term)).toEqual([
      'AI',
      'Machine Learning',
      'Neural Network',
      'Bias',
      'Misinformation',
      'Disinformation',
      'Generative AI',
      'Ethical AI',
    ]);
    for (const entry of glossary.entries) expect(entry.meaning.length).toBeGreaterThan(40);
  });

  it('has the counts the product description gives each section', () => {
    expect(whatIsAi.capabilities).toHaveLength(4);
    expect(howAiLearns.learningTypes.map((item) => item.type)).toEqual([
      'Supervised learning',
      'Unsupervised learning',
      'Reinforcement learning',
    ]);
    expect(howAiLearns.failures.items).toHaveLength(3);
    expect(whenRobotsLie.tricks.map((item) => item.title)).toEqual([
      'Deepfakes',
      'Scam messages',
      'Bots',
    ]);
    expect(isAiFair.biasTypes.map((item) => item.type)).toEqual([
      'Data bias',
      'Confirmation bias',
      'Societal bias',
    ]);
    expect(ethicalAi.points).toHaveLength(4);
    expect(ethicalAi.checklist.items.map((item) => item.label)).toEqual([
      'Safe',
      'Fair',
      'Helpful',
      'Explainable',
    ]);
    expect(everydayAi.examples).toHaveLength(5);
    expect(everydayAi.underTheHood.items).toHaveLength(2);
  });

  it('shows a self-hosted portrait of the author that exists in public/', () => {
    const file = path.join(import.meta.dirname, '..', 'public', playbookAuthor.portrait.src);
    expect(playbookAuthor.portrait.src).toMatch(/^\/images\/playbook\/.+\.svg$/);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain(`viewBox="0 0 240 240"`);
    expect(playbookAuthor.portrait.alt).toContain(playbookAuthor.person.name);
  });
});
