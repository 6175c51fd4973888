import {
  badgeLoginPath,
  API,
  BadgeSchema,
  ClassBadgesResponseSchema,
  ClassDetailSchema,
  ClassParamsSchema,
  ClassStudentParamsSchema,
  OneTimeCodeResponseSchema,
} from '@ecoscha/contracts';
import { publicOrigin } from '../../lib/public-origin';
import { bearerAuth, errorResponses, okOrError } from '../../lib/route-schemas';
import type { GuideApp } from '../guide-content/guide-content-routes';
import { currentCode } from './badges';
import type { ClassContext } from './class-context';

/** Where a badge's QR code leads: the code after `#`, so it never reaches a server log. */
const badgeLoginUrl = (origin: string, code: string) => `${origin}${badgeLoginPath(code)}`;

const tags = ['classes'];
const security = bearerAuth;
const created = <S>(schema: S) => ({ 201: schema, ...errorResponses });

/**
 * Badges and one-time codes: shown to the class's guide only, never logged (request lines carry
 * URLs, not bodies; the code rides after `#` in a login link) and never cached (the module sets
 * `no-store` on every answer).
 */
export async function badgeRoutes(
  app: GuideApp,
  { classes, writes, sealer, rateLimit }: ClassContext,
) {
  const config = { rateLimit };

  app.post(
    API.classes.studentBadge,
    {
      schema: { tags, security, params: ClassStudentParamsSchema, response: created(BadgeSchema) },
      config,
    },
    async (request, reply) => {
      const { id, studentId } = request.params;
      const { owned, student } = await classes.ownStudent(request.userId, id, studentId);
      const [renewed] = await writes.renewBadges(owned, [student]);
      const code = renewed?.code ?? '';
      const loginUrl = badgeLoginUrl(publicOrigin(app, request), code);
      return reply.code(201).send({ code, loginUrl });
    },
  );

  app.get(
    API.classes.studentBadge,
    {
      schema: {
        tags,
        security,
        params: ClassStudentParamsSchema,
        response: okOrError(BadgeSchema),
      },
    },
    async (request) => {
      const { id, studentId } = request.params;
      const { student } = await classes.ownStudent(request.userId, id, studentId);
      const code = currentCode(sealer, student);
      return { code, loginUrl: badgeLoginUrl(publicOrigin(app, request), code) };
    },
  );

  app.get(
    API.classes.badges,
    {
      schema: {
        tags,
        security,
        params: ClassParamsSchema,
        response: okOrError(ClassBadgesResponseSchema),
      },
    },
    async (request) => {
      const owned = await classes.ownClass(request.userId, request.params.id);
      const origin = publicOrigin(app, request);
      const badges = (await classes.roster(owned.id)).map((student) => {
        const code = currentCode(sealer, student);
        const { id: studentId, number, name } = student;
        return { studentId, number, name, code, loginUrl: badgeLoginUrl(origin, code) };
      });
      return { badges };
    },
  );

  app.post(
    API.classes.badges,
    {
      schema: {
        tags,
        security,
        params: ClassParamsSchema,
        response: created(ClassBadgesResponseSchema),
      },
      config,
    },
    async (request, reply) => {
      const owned = await classes.ownClass(request.userId, request.params.id);
      const origin = publicOrigin(app, request);
      const renewed = await writes.renewBadges(owned, await classes.roster(owned.id));
      const badges = renewed.map(({ student, code }) => ({
        studentId: student.id,
        number: student.number,
        name: student.name,
        code,
        loginUrl: badgeLoginUrl(origin, code),
      }));
      return reply.code(201).send({ badges });
    },
  );

  app.post(
    API.classes.end,
    {
      schema: { tags, security, params: ClassParamsSchema, response: okOrError(ClassDetailSchema) },
      config,
    },
    async (request) => {
      const owned = await classes.ownClass(request.userId, request.params.id);
      await writes.endClass(owned);
      return classes.detailOf(await classes.ownClass(request.userId, owned.id));
    },
  );

  app.post(
    API.classes.studentPasswordReset,
    {
      schema: {
        tags,
        security,
        params: ClassStudentParamsSchema,
        response: created(OneTimeCodeResponseSchema),
      },
      config,
    },
    async (request, reply) => {
      const { id, studentId } = request.params;
      const { student } = await classes.ownStudent(request.userId, id, studentId);
      return reply.code(201).send(await writes.passwordReset(student, request.userId));
    },
  );
}
