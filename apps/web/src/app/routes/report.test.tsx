import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ESSAY, makeReport } from '@/features/learning-report/testing/report-fixture';
import { makeUser, storeLogin } from '@/testing/data';
import { errorBody, mockApi, type Reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const REPORT = '/report?sessionId=s1';
const REPORT_API = 'GET /api/game-sessions/s1/report';

function signedInGuide(report: Reply, extra: Record<string, Reply> = {}) {
  storeLogin({ roleId: 'sustainability_guide_1' });
  return mockApi({
    'GET /api/auth/profile': {
      body: { user: makeUser({ roleId: 'sustainability_guide_1', username: 'Kang Guru' }) },
    },
    [REPORT_API]: report,
    ...extra,
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('/report', () => {
  beforeAll(async () => {
    await import('./report');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the class averages, each topic before and after, and every student', async () => {
    signedInGuide({ body: makeReport() });
    renderApp(REPORT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning report' })).toBeVisible();
    expect(await screen.findByText('Room ECO12345')).toBeVisible();

    const summary = screen.getByRole('region', { name: 'The class at a glance' });
    expect(within(summary).getByText('Opening quiz average').nextSibling?.textContent).toBe('10');
    expect(within(summary).getByText('Average change').nextSibling?.textContent).toBe('+5');
    expect(within(summary).getByText(/2 students counted/)).toBeVisible();
    expect(summary).toHaveTextContent(
      'Not counted: 1 student who left before the closing quiz. Not counted: 1 practice player.',
    );

    const chart = screen.getByRole('region', { name: /Right answers per topic/ });
    const bars = within(chart)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(bars).toEqual([
      'Forest and land firesOpening quiz: 0% → , Closing quiz: 50%',
      'Plastic wasteOpening quiz: 100% → , Closing quiz: not asked',
    ]);

    const table = within(screen.getByRole('region', { name: /Students with their quiz scores/ }));
    expect(rowsOf(table.getByRole('table'))).toEqual([
      ['Sari', '10 (1/2)', '20 (2/2)', '+10', 'Eco Citizen', 'Survived', '20'],
      ['Budi', '10 (1/2)', '10 (1/2)', '0', 'Waste Villain', 'Eliminated', '−5'],
      [
        'RaniLeft before the closing quiz',
        '10 (1/2)',
        'not taken',
        '',
        'Eco Citizen',
        'Survived',
        '20',
      ],
      ['UjangPractice', '10 (1/2)', '20 (2/2)', '+10', 'Eco Citizen', 'Survived', '20'],
    ]);
  });

  it('shows a deleted student (stored as #N) as "Student N"', async () => {
    const report = makeReport();
    const [first, ...others] = report.students;
    signedInGuide({ body: { ...report, students: [{ ...first, username: '#7' }, ...others] } });
    renderApp(REPORT);
    const table = await screen.findByRole('region', { name: /Students with their quiz scores/ });
    expect(within(table).getByText('Student 7')).toBeVisible();
    expect(within(table).queryByText('#7')).toBeNull();
  });

  it('never counts practice seats as students who left', async () => {
    const report = makeReport();
    const students = report.students.map((s) =>
      s.status === 'left_early' ? { ...s, userId: 'practice:2', status: 'practice' as const } : s,
    );
    signedInGuide({ body: { ...report, students } });
    renderApp(REPORT);
    const summary = await screen.findByRole('region', { name: 'The class at a glance' });
    expect(summary).toHaveTextContent('Not counted: 2 practice players.');
    expect(summary).not.toHaveTextContent(/left/);
  });

  it('lists the questions hardest first with the share right and the topic before and after', async () => {
    signedInGuide({ body: makeReport() });
    renderApp(REPORT);
    const list = within(await screen.findByRole('region', { name: 'Questions, hardest first' }));
    const items = list.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span:nth-child(2)')?.textContent)).toEqual([
      'What mostly causes peat fires?',
      'Peat burns easily when dry.',
      'What would you do?',
      'Name one material instead of plastic.',
    ]);
    expect(within(items[0] as HTMLElement).getByText('0% right (0 of 2)')).toBeVisible();
    expect(
      within(items[0] as HTMLElement).getByText(
        'This topic: 0% right before, 50% after (+50 percentage points)',
      ),
    ).toBeVisible();
    // Plastic was not asked in the closing quiz: no before and after for it.
    expect(within(items[2] as HTMLElement).queryByText(/This topic/)).not.toBeInTheDocument();
    expect(
      within(items[3] as HTMLElement).getByText('No counted student answered it.'),
    ).toBeVisible();
  });

  it('shows each answer as text, essays in full, with right or wrong and the expected answer', async () => {
    signedInGuide({ body: makeReport() });
    const app = renderApp(REPORT);
    const answers = await screen.findByRole('region', { name: 'Each student’s answers' });
    await app.user.click(within(answers).getByText('Sari: 10 (1/2) → 20 (2/2)'));
    const items = within(answers).getAllByRole('listitem');
    expect(items[0]?.textContent).toBe(
      'Opening quizWrongWhat mostly causes peat fires?B. Heavy rainExpected answer: A. Land clearing',
    );
    // The essay in full, line break kept, markup shown as typed (never as HTML).
    const essay = within(items[1] as HTMLElement).getByText(/Kita jaga hutan/);
    expect(essay.textContent).toBe(ESSAY);
    expect(essay.querySelector('b')).toBeNull();
    expect(items[1]?.textContent).toContain('Essay counted');
    expect(items[1]?.textContent).toContain('Model answer: Get neighbours to sort waste.');
    expect(items[2]?.textContent).toContain('Closing quizRight');
    expect(items[2]?.textContent).toContain('True');
  });

  it('downloads the CSV with the guide’s token and in the page’s language', async () => {
    const api = signedInGuide(
      { body: makeReport() },
      { 'GET /api/game-sessions/s1/report.csv': { body: 'Student,Status' } },
    );
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const app = renderApp(REPORT);
    await app.user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [request] = api.requestsTo('GET', '/api/game-sessions/s1/report.csv');
    expect(request?.search).toBe('?lng=en');
    expect(request?.headers.get('authorization')).toBe('Bearer stored-token');
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });

  it('sends anyone but the session’s guide to the unauthorized page', async () => {
    signedInGuide({ status: 403, body: errorBody('NOT_MODERATOR', 'Only the guide') });
    const app = renderApp(REPORT);
    await waitFor(() => expect(app.currentUrl()).toBe('/unauthorized'));
  });

  it('says which game is missing when no session is named', async () => {
    signedInGuide({ body: makeReport() });
    renderApp('/report');
    expect(await screen.findByText(/No game was chosen/)).toBeVisible();
  });
});
