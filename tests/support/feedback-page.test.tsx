// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  defaultFeedbackQuestion,
  feedbackRefusedMessage,
} from '#schemas/feedback/event-feedback.ts';
import { feedbackPage } from '#server/feedback/feedback-page.ts';
import Feedback from '#app/routes/feedback.tsx';

/**
 * The feedback page as the server answers it (server/feedback/feedback-page.ts), made from the
 * markup the page's own route renders (app/routes/feedback.tsx), as the prerender writes it.
 */

const theme = '(function(){document.documentElement.classList.add("dark")})()';

function prerenderedPage(): string {
  return (
    `<!doctype html><html><head><script>${theme}</script>` +
    '<link rel="modulepreload" href="/assets/a.js"></head>' +
    `<body><main>${renderToStaticMarkup(<Feedback />)}</main>` +
    '<script type="module">import "/assets/a.js"</script></body></html>'
  );
}

function read(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

const words = { event: 'Spring Salon', question: 'Which talk should we have next?' };

describe('the feedback page', () => {
  it('shows the state its link is in, and no other, without the app’s scripts', () => {
    const page = read(feedbackPage(prerenderedPage(), { state: 'ready', ...words }));
    expect([...page.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual([
      'How was Spring Salon?',
    ]);
    expect(page.querySelector('[data-feedback-state]')!.hasAttribute('hidden')).toBe(false);
    expect(page.querySelector('label[for="feedback-answer"]')!.textContent).toContain(
      words.question,
    );
    expect(page.body.textContent).not.toContain(defaultFeedbackQuestion);
    // Nothing of the app runs: only the theme's inline script in the head stays.
    expect([...page.querySelectorAll('script')].map((script) => script.textContent)).toEqual([
      theme,
    ]);
    expect(page.querySelector('link[rel="modulepreload"]')).toBeNull();
    // The form posts to the page's own address, its link with it.
    const form = page.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.hasAttribute('action')).toBe(false);
    expect(
      [...form.querySelectorAll<HTMLInputElement>('input[type=radio]')].map((radio) => radio.value),
    ).toEqual(['1', '2', '3', '4', '5']);

    for (const [state, heading] of [
      ['done', 'Thank you for your feedback'],
      ['answered', 'You have answered already'],
    ] as const) {
      const answered = read(feedbackPage(prerenderedPage(), { state, ...words }));
      expect([...answered.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual([heading]);
      expect(answered.body.textContent).toContain('Spring Salon');
      expect(answered.querySelector('form')).toBeNull();
    }
    for (const [state, heading] of [
      ['invalid', 'This link does not work'],
      ['expired', 'This link has expired'],
    ] as const) {
      const dead = read(feedbackPage(prerenderedPage(), { state }));
      expect([...dead.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual([heading]);
    }
  });

  it('gives a refused answer back with what she typed and each field’s error beside it', () => {
    const page = read(
      feedbackPage(
        prerenderedPage(),
        {
          state: 'refused',
          ...words,
          fieldErrors: { comment: 'At most 2,000 characters.' },
        },
        { rating: '4', answer: 'More <b>time</b> for questions', comment: 'x'.repeat(2001) },
      ),
    );
    const checked = page.querySelector<HTMLInputElement>('input[type=radio][checked]');
    expect(checked?.value).toBe('4');
    expect(page.querySelector('textarea[name="answer"]')!.textContent).toBe(
      'More <b>time</b> for questions',
    );
    const comment = page.querySelector('textarea[name="comment"]')!;
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    const error = page.getElementById(comment.getAttribute('aria-describedby')!)!;
    expect(error.textContent).toBe('At most 2,000 characters.');
    expect(error.closest('[data-feedback-field]')?.getAttribute('data-feedback-field')).toBe(
      'comment',
    );
    expect(page.querySelector('[role="alert"]')!.textContent).toBe(feedbackRefusedMessage);
    // The models it was made from are gone.
    expect(
      page.querySelectorAll('[data-feedback-field-error], [data-feedback-message]'),
    ).toHaveLength(0);
  });
});
