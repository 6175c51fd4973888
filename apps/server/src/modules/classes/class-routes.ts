import {
  API,
  AddStudentsBodySchema,
  AddStudentsResponseSchema,
  ClassBodySchema,
  ClassDetailSchema,
  ClassListResponseSchema,
  ClassParamsSchema,
  ClassStudentParamsSchema,
  StudentDataSchema,
} from '@ecoscha/contracts';
import { z } from 'zod';
import { bearerAuth, errorResponses, okOrError } from '../../lib/route-schemas';
import type { GuideApp } from '../guide-content/guide-content-routes';
import type { ClassContext } from './class-context';
import { nameSlug, rosterEntryData } from './student-data';

const tags = ['classes'];
const security = bearerAuth;
const deleted = { 204: z.null().describe('Deleted'), ...errorResponses };

/** A class and its roster: create, list, read, rename, delete; add and delete students. */
export async function classRoutes(app: GuideApp, { classes, writes, rateLimit }: ClassContext) {
  const config = { rateLimit };

  app.post(
    API.classes.list,
    {
      schema: {
        tags,
        security,
        body: ClassBodySchema,
        response: { 201: ClassDetailSchema, ...errorResponses },
      },
      config,
    },
    async (request, reply) => {
      const created = await classes.create(request.userId, request.body);
      return reply.code(201).send(await classes.detailOf(created));
    },
  );

  app.get(
    API.classes.list,
    { schema: { tags, security, response: okOrError(ClassListResponseSchema) } },
    async (request) => ({ classes: await classes.listByGuide(request.userId) }),
  );

  app.get(
    API.classes.one,
    {
      schema: { tags, security, params: ClassParamsSchema, response: okOrError(ClassDetailSchema) },
    },
    async (request) => classes.detailOf(await classes.ownClass(request.userId, request.params.id)),
  );

  app.put(
    API.classes.one,
    {
      schema: {
        tags,
        security,
        params: ClassParamsSchema,
        body: ClassBodySchema,
        response: okOrError(ClassDetailSchema),
      },
      config,
    },
    async (request) => {
      const owned = await classes.ownClass(request.userId, request.params.id);
      return classes.detailOf(await classes.rename(owned.id, request.body));
    },
  );

  app.delete(
    API.classes.one,
    { schema: { tags, security, params: ClassParamsSchema, response: deleted }, config },
    async (request, reply) => {
      await writes.deleteClass(await classes.ownClass(request.userId, request.params.id));
      return reply.code(204).send(null);
    },
  );

  app.post(
    API.classes.students,
    {
      schema: {
        tags,
        security,
        params: ClassParamsSchema,
        body: AddStudentsBodySchema,
        response: { 201: AddStudentsResponseSchema, ...errorResponses },
      },
      config,
    },
    async (request, reply) => {
      const owned = await classes.ownClass(request.userId, request.params.id);
      const added = await writes.addStudents(owned, request.body.names);
      return reply.code(201).send({ students: await classes.presentStudents(added) });
    },
  );

  app.delete(
    API.classes.student,
    { schema: { tags, security, params: ClassStudentParamsSchema, response: deleted }, config },
    async (request, reply) => {
      const { id, studentId } = request.params;
      const { student } = await classes.ownStudent(request.userId, id, studentId);
      await writes.deleteStudent(student);
      return reply.code(204).send(null);
    },
  );

  app.get(
    API.classes.studentData,
    {
      schema: {
        tags,
        security,
        params: ClassStudentParamsSchema,
        response: okOrError(StudentDataSchema),
      },
    },
    async (request, reply) => {
      const { id, studentId } = request.params;
      const { student } = await classes.ownStudent(request.userId, id, studentId);
      const data = await rosterEntryData(app.db, student);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="ecoscha-data-${nameSlug(student.name)}.json"`,
        )
        .header('cache-control', 'no-store')
        .send(data);
    },
  );
}
