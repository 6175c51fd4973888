import { test, type Page } from '@playwright/test';
import { expect, indonesianRoleName, PHASE, screenshot, signUpHere } from './helpers';
import { openRoom, seats, type Phone } from './lesson-steps';
import { addPracticeSeats, classPhone, closeContexts, newPage } from './room';

/**
 * A class of ten in the lobby, as a guide fills it: the guide on a laptop, the class screen on a
 * 1080p projector, six students on phones and four practice seats. Twice: once the students sign
 * up through the links of the printed deck's cards, once the guide deals the roles in the app.
 * The phones join by opening the projector's QR link; the rules' mix for ten holds either way,
 * and each phone shows its own dealt role. The game from the lobby on is played elsewhere, once
 * each way: with dealt roles and practice seats to its end by the first lesson
 * (first-lesson.spec.ts), with printed cards' roles by the whole game (whole-game.spec.ts).
 */

const CLASS_SIZE = 10;

test.afterEach(closeContexts);

test.describe('a class of ten in the lobby: six phones, four practice seats and the projector', () => {
  test.use({ actionTimeout: 20_000 });
  for (const variant of ['printed cards', 'roles dealt in the app'] as const) {
    test(`with ${variant}`, async ({ browser }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'one run: the screen sizes are set here');
      test.setTimeout(12 * 60_000);
      const shot = (page: Page, name: string) =>
        screenshot(
          page,
          testInfo,
          `lesson-${variant === 'printed cards' ? 'cards' : 'dealt'}-${name}`,
        );

      const guide = await newPage(browser, testInfo);
      await guide.goto('/signup?character=sustainability_guide');
      await signUpHere(guide, 'pemandu');
      const projector = await guide.context().newPage();
      await projector.setViewportSize({ width: 1920, height: 1080 });

      const phones: Phone[] = [];
      await test.step('six students sign up', async () => {
        let links: string[] = Array.from({ length: 6 }, () => '/signup');
        if (variant === 'printed cards') {
          await guide.goto('/cards');
          await guide.getByRole('spinbutton').fill(String(CLASS_SIZE));
          const deck = await guide
            .getByRole('article')
            .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-link') ?? ''));
          expect(deck).toHaveLength(CLASS_SIZE);
          // The cards handed to the six students: one of each role and three citizens.
          const take = (suffix: string, n: number) =>
            deck.filter((link) => link.endsWith(suffix)).slice(0, n);
          links = [
            ...take('waste_villain', 1),
            ...take('green_guardian', 1),
            ...take('waste_manager', 1),
            ...take('eco_citizen', 3),
          ];
          expect(links).toHaveLength(6);
        }
        for (const [i, link] of links.entries()) {
          const page = await newPage(browser, testInfo, classPhone(testInfo));
          await page.goto(link);
          phones.push({ page, username: await signUpHere(page, `siswa${i}`) });
        }
      });

      const sessionId = await openRoom(guide, projector, phones);
      await test.step('four practice seats fill the class of ten', async () => {
        await addPracticeSeats(guide, CLASS_SIZE - phones.length);
        await expect(guide.getByRole('heading', { name: `Pemain (${CLASS_SIZE})` })).toBeVisible();
        if (variant === 'roles dealt in the app') {
          await guide.getByRole('button', { name: 'Bagikan peran' }).click();
          await expect(guide.getByText(/^Peran sudah dibagikan/)).toBeVisible();
        }
        const roles = await seats(guide, sessionId);
        const count = (role: string) => roles.filter((s) => s.roleId.startsWith(role)).length;
        // The rules' mix for ten: 3 villains, 1 guardian, 1 manager, 5 citizens.
        expect([
          count('waste_villain'),
          count('green_guardian'),
          count('waste_manager'),
          count('eco_citizen'),
        ]).toEqual([3, 1, 1, 5]);
        if (variant === 'roles dealt in the app') {
          // Each phone shows its own dealt role, and only its own.
          for (const { page, username } of phones) {
            const role = roles.find((s) => s.username === username)?.roleId ?? '';
            const card = page.getByRole('region', { name: 'Peranmu dalam permainan ini' });
            const name = indonesianRoleName(role);
            await expect(card).toContainText(name, PHASE);
            // The ranking's own row says the same role (it is fetched, not pushed).
            const own = page.getByRole('row').filter({ hasText: 'Kamu' });
            await expect(own).toContainText(name, PHASE);
          }
          if (phones[0]) await shot(phones[0].page, 'phone-dealt-role');
        }
        await shot(guide, 'guide-lobby');
        await shot(projector, 'projector-lobby');
      });
    });
  }
});
