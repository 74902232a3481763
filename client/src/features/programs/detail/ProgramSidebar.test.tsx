import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProgramSidebar } from './ProgramSidebar';
import type { ProgramDetail } from './types';

const program = { id: 1, name: 'بورسیه', status: 'ACTIVE' } as ProgramDetail;

describe('the program sidebar on a server-rendered page', () => {
  it('keeps the donate button disabled until the page’s script has taken over', () => {
    const markup = renderToString(
      <MemoryRouter>
        <ProgramSidebar program={program} top={[]} onDonate={() => {}} />
      </MemoryRouter>,
    );
    const button = markup.match(/<button[^>]*>(?:(?!<\/button>).)*حمایت مالی از این برنامه/s)?.[0] ?? '';
    expect(button).toMatch(/^<button[^>]* disabled=""/);
  });
});
