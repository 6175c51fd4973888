import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentRoutes } from '@/testing/content-data';
import { errorBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/signed-in';
import {
  CLASS_ID,
  makeBadges,
  makeClassDetail,
  makeClassSummary,
  makeProgress,
} from '@/features/classes/testing/class-fixtures';

const ONE = `/api/classes/${CLASS_ID}`;
const NETWORK = { body: { network: ['http://192.168.1.20:3000'] } };

function signedInGuide(routes = {}) {
  return signedInAs('sustainability_guide_1', {
    'GET /api/card-deck/addresses': NETWORK,
    [`GET ${ONE}/progress`]: { body: { ...makeProgress(), games: [], students: [] } },
    ...contentRoutes(),
    ...routes,
  });
}

describe('/classes', () => {
  beforeAll(async () => {
    await Promise.all([
      import('./classes'),
      import('./class'),
      import('./class-badges'),
      import('./lessons'),
      import('./role-explanation-room'),
    ]);
  });

  it('is reached from the guide’s lessons desk', async () => {
    signedInGuide({ 'GET /api/classes': { body: { classes: [] } } });
    const app = renderApp('/lessons');
    const link = await screen.findByRole('link', { name: 'My classes' });
    await app.user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'My classes' })).toBeVisible();
    expect(app.currentUrl()).toBe('/classes');
  });

  it('lists the guide’s classes and creates one, then opens it', async () => {
    const api = signedInGuide({
      'GET /api/classes': {
        body: {
          classes: [
            makeClassSummary({
              id: 'a1',
              name: 'VII A',
              openRoom: { sessionId: 's9', roomCode: 'K7M2QX9A' },
            }),
          ],
        },
      },
      'POST /api/classes': { status: 201, body: makeClassSummary() },
      [`GET ${ONE}`]: { body: makeClassDetail({ students: [] }) },
    });
    const app = renderApp('/classes');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'VII A' })).toBeVisible();
    expect(within(table).getByText('K7M2QX9A')).toBeVisible();
    expect(within(table).getByText('Running')).toBeVisible();
    await app.user.type(screen.getByRole('textbox', { name: 'Class name' }), 'VIII B');
    await app.user.type(
      screen.getByRole('textbox', { name: 'School year (optional)' }),
      '2026/2027',
    );
    await app.user.click(screen.getByRole('button', { name: 'Create class' }));
    await waitFor(() => expect(app.currentUrl()).toBe(`/classes/${CLASS_ID}`));
    expect(api.requestsTo('POST', '/api/classes')[0]?.body).toEqual({
      name: 'VIII B',
      schoolYear: '2026/2027',
    });
  });

  it('asks for a name before creating a class', async () => {
    const api = signedInGuide({ 'GET /api/classes': { body: { classes: [] } } });
    const app = renderApp('/classes');
    await app.user.click(await screen.findByRole('button', { name: 'Create class' }));
    expect(await screen.findByText('Give the class a name.')).toBeVisible();
    expect(api.requestsTo('POST', '/api/classes')).toHaveLength(0);
  });
});

describe('/classes/:id', () => {
  it('previews pasted names, then adds them', async () => {
    const api = signedInGuide({
      [`GET ${ONE}`]: { body: makeClassDetail({ students: [] }) },
      [`POST ${ONE}/students`]: { status: 201, body: { students: [] } },
    });
    const app = renderApp(`/classes/${CLASS_ID}`);
    const names = await screen.findByRole('textbox', { name: "Students' names, one a line" });
    fireEvent.input(names, {
      target: { value: 'Dewi Lestari\n\nRudi Hartono\n#4\ndewi lestari' },
    });
    await app.user.click(screen.getByRole('button', { name: 'Check the names' }));
    const preview = screen.getByRole('list', { name: 'These 2 names will be added' });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dewi Lestari', 'Rudi Hartono']);
    expect(screen.getByText(/left out\): #4/)).toBeVisible();
    expect(api.requestsTo('POST', `${ONE}/students`)).toHaveLength(0);
    await app.user.click(screen.getByRole('button', { name: 'Add 2 students' }));
    expect(await screen.findByText('2 students added.')).toBeVisible();
    expect(api.requestsTo('POST', `${ONE}/students`)[0]?.body).toEqual({
      names: ['Dewi Lestari', 'Rudi Hartono'],
    });
  });

  it('reads a chosen CSV file and says a server refusal in the chosen language', async () => {
    signedInGuide({
      [`GET ${ONE}`]: { body: makeClassDetail({ students: [] }) },
      [`POST ${ONE}/students`]: {
        status: 409,
        body: errorBody('STUDENT_NAME_TAKEN', 'taken'),
      },
    });
    const app = renderApp(`/classes/${CLASS_ID}`);
    const file = new File(['\uFEFFNama;No\n"Aminah, Siti";1\nBudi;2\n'], 'viii-b.csv', {
      type: 'text/csv',
    });
    await app.user.upload(
      await screen.findByLabelText('Or choose a spreadsheet (CSV, .xlsx)'),
      file,
    );
    expect(
      await screen.findByRole('heading', { name: 'These 2 names will be added' }),
    ).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Add 2 students' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This name is already on the roster. Tell them apart, for example with a last initial.',
    );
  });

  it('shows a student’s badge: QR code, the code in two groups, the name', async () => {
    const student = makeClassDetail().students[0];
    signedInGuide({
      [`GET ${ONE}`]: { body: makeClassDetail() },
      [`GET ${ONE}/students/${student?.id}/badge`]: {
        body: { code: 'ABCDEFGH', loginUrl: 'http://localhost:3000/badge#ABCDEFGH' },
      },
    });
    const app = renderApp(`/classes/${CLASS_ID}`);
    const actions = await screen.findByRole('group', { name: 'Actions for Dewi Lestari' });
    await app.user.click(within(actions).getByRole('button', { name: 'Show badge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log-in badge of Dewi Lestari' });
    expect(await within(dialog).findByText('ABCD-EFGH')).toBeVisible();
    expect(
      await within(dialog).findByRole('img', { name: "QR code of Dewi Lestari's badge" }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(
      within(dialog).getByText(/open http:\/\/192\.168\.1\.20:3000\/badge and type the code/),
    ).toBeVisible();
  });

  it('offers a password reset only to a student with a linked account', async () => {
    signedInGuide({ [`GET ${ONE}`]: { body: makeClassDetail() } });
    renderApp(`/classes/${CLASS_ID}`);
    const dewi = await screen.findByRole('group', { name: 'Actions for Dewi Lestari' });
    const rudi = screen.getByRole('group', { name: 'Actions for Rudi Hartono' });
    expect(within(dewi).queryByRole('button', { name: 'Reset password' })).toBeNull();
    expect(within(rudi).getByRole('button', { name: 'Reset password' })).toBeVisible();
  });

  it('deletes a student only once confirmed, saying what goes', async () => {
    const student = makeClassDetail().students[1];
    const api = signedInGuide({
      [`GET ${ONE}`]: { body: makeClassDetail() },
      [`DELETE ${ONE}/students/${student?.id}`]: { status: 204 },
    });
    const app = renderApp(`/classes/${CLASS_ID}`);
    const actions = await screen.findByRole('group', { name: 'Actions for Rudi Hartono' });
    await app.user.click(within(actions).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Rudi Hartono?' });
    expect(within(dialog).getByText(/Past reports show them as "Student 2"/)).toBeVisible();
    expect(api.requestsTo('DELETE', `${ONE}/students/${student?.id}`)).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete student' }));
    await waitFor(() =>
      expect(api.requestsTo('DELETE', `${ONE}/students/${student?.id}`)).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('makes a one-time reset code for a linked account and shows it once', async () => {
    const student = makeClassDetail().students[1];
    const api = signedInGuide({
      [`GET ${ONE}`]: { body: makeClassDetail() },
      [`POST ${ONE}/students/${student?.id}/password-reset`]: {
        body: { code: 'WXYZ2345', expiresAt: '2026-11-28T10:00:00.000Z' },
      },
    });
    const app = renderApp(`/classes/${CLASS_ID}`);
    const actions = await screen.findByRole('group', { name: 'Actions for Rudi Hartono' });
    await app.user.click(within(actions).getByRole('button', { name: 'Reset password' }));
    const ask = await screen.findByRole('dialog', { name: 'Reset the password of Rudi Hartono?' });
    expect(within(ask).getByText(/for the account rudi\./)).toBeVisible();
    await app.user.click(within(ask).getByRole('button', { name: 'Make a code' }));
    const shown = await screen.findByRole('dialog', { name: 'One-time code for Rudi Hartono' });
    expect(within(shown).getByText('WXYZ-2345')).toBeVisible();
    expect(within(shown).getByText(/It is shown only now/)).toBeVisible();
    expect(api.requestsTo('POST', `${ONE}/students/${student?.id}/password-reset`)).toHaveLength(1);
  });

  it('ends the class only once confirmed', async () => {
    const api = signedInGuide({
      [`GET ${ONE}`]: { body: makeClassDetail() },
      [`POST ${ONE}/end`]: { body: makeClassSummary({ endedAt: '2026-11-28T08:00:00.000Z' }) },
    });
    const app = renderApp(`/classes/${CLASS_ID}`);
    await app.user.click(await screen.findByRole('button', { name: 'End class' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the class VIII B?' });
    expect(within(dialog).getByText(/Every badge stops working at once/)).toBeVisible();
    expect(api.requestsTo('POST', `${ONE}/end`)).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'End class' }));
    await waitFor(() => expect(api.requestsTo('POST', `${ONE}/end`)).toHaveLength(1));
  });

  it('says when the class has an open room, with its code and a link', async () => {
    signedInGuide({
      [`GET ${ONE}`]: {
        body: makeClassDetail({ openRoom: { sessionId: 's9', roomCode: 'K7M2QX9A' } }),
      },
    });
    renderApp(`/classes/${CLASS_ID}`);
    expect(await screen.findByText(/A room is open for this class: code K7M2QX9A/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to room K7M2QX9A' })).toHaveAttribute(
      'href',
      '/moderator-leaderboard-startgame?sessionId=s9',
    );
  });

  it('shows the progress: both series in the chart, "absent" rather than 0', async () => {
    signedInGuide({
      [`GET ${ONE}`]: { body: makeClassDetail() },
      [`GET ${ONE}/progress`]: { body: makeProgress() },
    });
    renderApp(`/classes/${CLASS_ID}`);
    const scores = await screen.findByRole('region', {
      name: 'Opening → closing quiz scores per student',
    });
    const rudi = within(scores).getByRole('row', { name: /Rudi Hartono/ });
    expect(within(rudi).getByText('absent')).toBeVisible();
    expect(within(rudi).getByText('30 → –')).toBeVisible();
    const dewi = within(scores).getByRole('row', { name: /Dewi Lestari/ });
    expect(within(dewi).getByText('20 → 40')).toBeVisible();
    const chart = screen.getByTestId('progress-chart');
    expect(chart.querySelectorAll('[data-series="opening"] rect')).toHaveLength(2);
    expect(chart.querySelectorAll('[data-series="closing"] rect')).toHaveLength(2);
    // The same averages as a table for screen readers.
    expect(
      screen.getByRole('table', { name: "The class's averages per game" }),
    ).toBeInTheDocument();
    const topics = screen.getByRole('region', {
      name: 'Share of right answers per topic and game',
    });
    expect(within(topics).getAllByText('40% → 80%')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Download Excel (.xlsx)' })).toBeVisible();
  });
});

describe('/classes/:id/badges', () => {
  it('prints a badge per student: a QR code to the network address, the code in two groups', async () => {
    signedInGuide({
      [`GET ${ONE}`]: { body: makeClassDetail() },
      [`GET ${ONE}/badges`]: { body: makeBadges() },
    });
    renderApp(`/classes/${CLASS_ID}/badges`);
    await waitFor(() => expect(screen.getAllByTestId('badge-qr')).toHaveLength(2));
    const badges = screen.getAllByRole('article');
    expect(badges.map((badge) => badge.getAttribute('aria-label'))).toEqual([
      'Dewi Lestari',
      'Rudi Hartono',
    ]);
    expect(within(badges[0] as HTMLElement).getByText('ABCD-EFGH')).toBeVisible();
    expect(within(badges[1] as HTMLElement).getByText('JKLM-NPQR')).toBeVisible();
    expect(within(badges[0] as HTMLElement).getByText('VIII B · 2026/2027')).toBeVisible();
    expect(
      within(badges[0] as HTMLElement).getByText(
        'Scan to log in, or open http://192.168.1.20:3000/badge and type the code.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });
});

describe('a room for a class', () => {
  it('is opened for the class chosen on the class page (?classId=)', async () => {
    const api = signedInGuide({
      'GET /api/classes': {
        body: {
          classes: [
            makeClassSummary(),
            makeClassSummary({ id: 'ended', name: 'IX C', endedAt: '2026-06-01T08:00:00.000Z' }),
          ],
        },
      },
      'POST /api/game-sessions': { status: 201, body: { _id: 's1' } },
    });
    const app = renderApp(
      `/role-explanation-room?character=sustainability_guide&classId=${CLASS_ID}`,
    );
    const choice = await screen.findByRole('combobox', { name: 'For class' });
    await waitFor(() => expect(choice).toHaveDisplayValue('VIII B (2026/2027)'));
    // An ended class is not offered.
    expect(within(choice).queryByRole('option', { name: /IX C/ })).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Generate room code' }));
    await waitFor(() => expect(api.requestsTo('POST', '/api/game-sessions')).toHaveLength(1));
    expect(api.requestsTo('POST', '/api/game-sessions')[0]?.body).toMatchObject({
      classId: CLASS_ID,
    });
  });

  it('is for no class unless one is chosen', async () => {
    const api = signedInGuide({
      'GET /api/classes': { body: { classes: [makeClassSummary()] } },
      'POST /api/game-sessions': { status: 201, body: { _id: 's1' } },
    });
    const app = renderApp('/role-explanation-room?character=sustainability_guide');
    const choice = await screen.findByRole('combobox', { name: 'For class' });
    expect(choice).toHaveDisplayValue('No class');
    await app.user.click(screen.getByRole('button', { name: 'Generate room code' }));
    await waitFor(() => expect(api.requestsTo('POST', '/api/game-sessions')).toHaveLength(1));
    expect(api.requestsTo('POST', '/api/game-sessions')[0]?.body).not.toHaveProperty('classId');
  });
});
