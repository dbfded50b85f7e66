// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { EventDocumentErrors } from '#schemas/events/event-document.ts';
import { DocumentFormProvider } from './event-fields.tsx';
import { SectionEditor } from './section-editor.tsx';

type Sections = { sections: unknown[] };

const start: Sections = {
  sections: [
    {
      kind: 'agenda',
      id: 'agenda',
      title: 'The Evening Agenda',
      items: [
        { title: 'Keynote', duration: '30 min', description: 'A data leader.' },
        { title: 'Workshop', duration: '30 min' },
      ],
    },
  ],
};

/** The section editor over a document kept in state; `latest` reads what it holds now. */
function renderEditor(errors: EventDocumentErrors = {}) {
  let latest: Sections = start;
  function Harness() {
    const [document, setDocument] = useState<Sections>(start);
    latest = document;
    return (
      <DocumentFormProvider
        form={{
          scope: 'event',
          document,
          errors,
          edit: (change) => setDocument((current) => change(current) as Sections),
        }}
      >
        <SectionEditor />
      </DocumentFormProvider>
    );
  }
  render(<Harness />);
  return () => latest;
}

const agendaItems = (document: Sections) =>
  (document.sections[0] as { items: { title: string; duration: string }[] }).items;

describe('the section editor', () => {
  it('moves a block by its named button, and keeps the focus on it', async () => {
    const current = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: "Move 'Keynote' down" }));
    expect(agendaItems(current()).map((item) => item.title)).toEqual(['Workshop', 'Keynote']);
    // At the bottom its Down button is disabled: Up has the focus.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: "Move 'Keynote' up" }));
    expect(screen.getByRole('button', { name: "Move 'Keynote' down" })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('adds a block, typed in minutes and stored as the page words it', async () => {
    const current = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Add block' }));
    const added = document.querySelector<HTMLElement>(
      '#event-sections-0-items > ol > li:nth-child(3)',
    )!;
    // The focus goes to the new block's first field.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(within(added).getByLabelText('Title'));
    const third = within(added);
    await userEvent.type(third.getByLabelText('Title'), 'Q&A');
    await userEvent.clear(third.getByLabelText('Duration (minutes)'));
    await userEvent.type(third.getByLabelText('Duration (minutes)'), '15');
    expect(agendaItems(current())[2]).toEqual({ title: 'Q&A', duration: '15 min' });
  });

  it('removes a block, and a whole section', async () => {
    const current = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: "Remove 'Workshop'" }));
    expect(agendaItems(current()).map((item) => item.title)).toEqual(['Keynote']);
    await userEvent.click(screen.getByRole('button', { name: "Remove 'The Evening Agenda'" }));
    expect(current().sections).toEqual([]);
  });

  it('adds a section of the chosen kind, with an id not yet used on the page', async () => {
    const current = renderEditor();
    await userEvent.selectOptions(screen.getByLabelText('Kind of section'), 'people');
    await userEvent.click(screen.getByRole('button', { name: 'Add section' }));
    await userEvent.selectOptions(screen.getByLabelText('Kind of section'), 'agenda');
    await userEvent.click(screen.getByRole('button', { name: 'Add section' }));
    expect(current().sections.slice(1)).toEqual([
      {
        kind: 'people',
        id: 'people',
        title: '',
        people: [{ id: '', name: '', role: '', bio: [''] }],
      },
      { kind: 'agenda', id: 'agenda-2', title: '', items: [{ title: '', duration: '30 min' }] },
    ]);
  });

  it("shows the server's error beside the field at its path", () => {
    renderEditor({ 'sections.0.items.1.duration': 'Give minutes, like "30 min".' });
    const field = document.getElementById('event-sections-0-items-1-duration')!;
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(field.getAttribute('aria-describedby')!)!;
    expect(message.textContent).toBe('Give minutes, like "30 min".');
    // Only that field: the first block's duration is fine.
    expect(
      document.getElementById('event-sections-0-items-0-duration')!.getAttribute('aria-invalid'),
    ).toBeNull();
  });
});
